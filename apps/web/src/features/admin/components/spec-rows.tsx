import { PRODUCT_LIMITS } from '@better-deals/domain';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { newRowId, type SpecRow } from '../product-form';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { FieldError, inputClass } from './form-field';

/**
 * Specifications as name/value rows: add a row, remove any row. New rows take the focus; a
 * removed row hands it to its neighbour (or to 'Add specification').
 */
export function SpecRows({
  rows,
  onChange,
  error,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  error?: string;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  const focusRow = (id: string | undefined) => {
    const target = id
      ? group.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-name`)}`)
      : group.current?.querySelector<HTMLButtonElement>('[data-add-spec]');
    target?.focus();
  };

  const setRow = (id: string, patch: Partial<SpecRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const add = () => {
    const row = { id: newRowId(), name: '', value: '' };
    flushSync(() => onChange([...rows, row]));
    focusRow(row.id);
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    flushSync(() => onChange(next));
    focusRow(next[index]?.id ?? next[index - 1]?.id);
  };

  return (
    <fieldset
      id="product-specifications"
      ref={group}
      aria-describedby={error ? 'product-specifications-error' : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-slate-800">Specifications</legend>
      <p className="mb-2 text-sm text-slate-600">
        Details such as size, colour or warranty, shown on the product page.
      </p>
      {rows.length > 0 && (
        <ul className="mb-3 flex flex-col gap-3">
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <li key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
                <div>
                  <label
                    htmlFor={`${row.id}-name`}
                    className="mb-1 block text-xs font-semibold text-slate-700"
                  >
                    Name<span className="sr-only"> of specification {n}</span>
                  </label>
                  <input
                    id={`${row.id}-name`}
                    value={row.name}
                    maxLength={PRODUCT_LIMITS.specKeyMax}
                    placeholder="e.g. Colour"
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => setRow(row.id, { name: event.target.value })}
                    className={inputClass(Boolean(error))}
                  />
                </div>
                <div>
                  <label
                    htmlFor={`${row.id}-value`}
                    className="mb-1 block text-xs font-semibold text-slate-700"
                  >
                    Value<span className="sr-only"> of specification {n}</span>
                  </label>
                  <input
                    id={`${row.id}-value`}
                    value={row.value}
                    maxLength={PRODUCT_LIMITS.specValueMax}
                    placeholder="e.g. Black"
                    onChange={(event) => setRow(row.id, { value: event.target.value })}
                    className={inputClass(false)}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove specification ${n}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                  title="Remove"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50"
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        data-add-spec
        type="button"
        onClick={add}
        disabled={rows.length >= PRODUCT_LIMITS.specificationsMax}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      >
        <PlusIcon />
        Add specification
      </button>
      <FieldError id="product-specifications" error={error} />
    </fieldset>
  );
}
