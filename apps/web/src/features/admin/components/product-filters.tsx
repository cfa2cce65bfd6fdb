import { CATEGORIES, PRODUCT_STATUSES } from '@better-deals/domain';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import type { StatusFilter } from '../admin-api';
import type { ProductListState } from './products-tab';
import { STATUS_LABELS } from './status-badge';

/** Finding products in the admin list: search by title or SKU, a category and a status. */
export function ProductFilters({
  state,
  onChange,
}: {
  state: ProductListState;
  onChange: (patch: Partial<ProductListState>) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Find products"
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Field label="Search by title or SKU" id="admin-search">
        <Input
          type="search"
          value={state.search}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Galaxy or ELE-1234"
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </Field>
      <Field label="Category" id="admin-category">
        <Select value={state.category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status" id="admin-status">
        <Select
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        >
          <option value="all">All statuses</option>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
