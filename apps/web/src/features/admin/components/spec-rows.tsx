import { PRODUCT_LIMITS } from '@better-deals/domain';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { newRowId, type SpecRow } from '../product-form';
import { Icon } from '../../../components/ui/icons';

/**
 * Specifications as name/value rows: add a row, remove any row. New rows take the focus; a
 * removed row hands it to its neighbour (or to 'Add specification'). Focusing the whole group
 * (through `ref`, e.g. for its error) focuses its first control.
 */
export function SpecRows({
  rows,
  onChange,
  error,
  ref,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  error?: string;
  ref?: Ref<{ focus: () => void }>;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  useImperativeHandle(
    ref,
    () => ({ focus: () => group.current?.querySelector<HTMLElement>('input, button')?.focus() }),
    [],
  );
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
                  <Input
                    id={`${row.id}-name`}
                    value={row.name}
                    maxLength={PRODUCT_LIMITS.specKeyMax}
                    placeholder="e.g. Colour"
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => setRow(row.id, { name: event.target.value })}
                  />
                </div>
                <div>
                  <label
                    htmlFor={`${row.id}-value`}
                    className="mb-1 block text-xs font-semibold text-slate-700"
                  >
                    Value<span className="sr-only"> of specification {n}</span>
                  </label>
                  <Input
                    id={`${row.id}-value`}
                    value={row.value}
                    maxLength={PRODUCT_LIMITS.specValueMax}
                    placeholder="e.g. Black"
                    onChange={(event) => setRow(row.id, { value: event.target.value })}
                  />
                </div>
                <Button
                  variant="danger-outline"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={`Remove specification ${n}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                  title="Remove"
                  className="h-11 w-11 rounded-lg"
                >
                  <Icon name="trash" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        data-add-spec
        variant="secondary"
        size="sm"
        onClick={add}
        disabled={rows.length >= PRODUCT_LIMITS.specificationsMax}
      >
        <Icon name="plus" />
        Add specification
      </Button>
      {error && (
        <p id="product-specifications-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
