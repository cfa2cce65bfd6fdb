import type { InputHTMLAttributes, ReactNode } from 'react';

export const fieldId = (name: string) => `checkout-${name}`;

const controlClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 ${
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400 focus:border-brand-700'
  }`;

function FieldLabel({ name, label, required }: { name: string; label: string; required: boolean }) {
  return (
    <label htmlFor={fieldId(name)} className="text-sm font-semibold text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

/** A labelled text box of the checkout forms; a required one left blank is marked invalid. */
export function TextField({
  name,
  label,
  value,
  onValue,
  required = true,
  invalid = false,
  className = '',
  ...input
}: {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'required' | 'id'>) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <FieldLabel name={name} label={label} required={required} />
      <input
        {...input}
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        className={controlClass(invalid)}
      />
    </div>
  );
}

/** A labelled select of the checkout forms. */
export function SelectField({
  name,
  label,
  value,
  onValue,
  invalid = false,
  autoComplete,
  className = '',
  children,
}: {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
  autoComplete?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <FieldLabel name={name} label={label} required />
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        className={controlClass(invalid)}
      >
        {children}
      </select>
    </div>
  );
}

/** The message under a form when a submit fails (announced at once). */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
