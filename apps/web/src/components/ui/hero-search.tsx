import { useId } from 'react';
import { Icon } from './icons';

/**
 * The search box on a page hero (FAQ, help centre): a visible label, filtering as the shopper
 * types, and (when `clearable`) a button that clears it; otherwise the browser's own search field.
 */
export function HeroSearch({
  label,
  value,
  onChange,
  placeholder,
  clearable = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  clearable?: boolean;
}) {
  const id = useId();
  return (
    <form role="search" className="mt-2 w-full max-w-xl text-left" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white">
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type={clearable ? 'text' : 'search'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className={`h-12 w-full rounded-lg border border-white bg-white pl-10 ${clearable ? 'pr-11' : 'pr-3'} text-base text-slate-900 placeholder:text-slate-500`}
        />
        {clearable && value !== '' && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            className="absolute right-1.5 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-700"
          >
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
    </form>
  );
}
