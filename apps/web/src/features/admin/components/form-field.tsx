import type { ComponentProps, ReactNode } from 'react';

export const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 ${
    invalid ? 'border-red-700' : 'border-slate-300'
  }`;

/** The ids that describe a control: its hint and its error, when shown. */
export function describedBy(id: string, hint: ReactNode | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's error under it, tied to the control by aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** Label, control, hint and error of one field. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      {/* The asterisk sits beside the label, not in it: the field's name stays just its label. */}
      <div className="mb-1 flex gap-1 text-sm font-semibold">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface CommonProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** What every field's control carries: its name, required flag, error state and descriptions. */
function controlProps(id: string, required: boolean | undefined, hint?: ReactNode, error?: string) {
  return {
    id,
    name: id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: inputClass(Boolean(error)),
  } as const;
}

/** A labelled text input with its hint and error (aria-invalid and aria-describedby set). */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  required,
  ...input
}: CommonProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input {...controlProps(id, required, hint, error)} {...input} />
    </FieldFrame>
  );
}

/** A labelled select with its hint and error. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  required,
  children,
  ...select
}: CommonProps & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select {...controlProps(id, required, hint, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  required,
  ...textarea
}: CommonProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea {...controlProps(id, required, hint, error)} {...textarea} />
    </FieldFrame>
  );
}

/** A green note that something worked (role status, read out politely). */
export function SuccessNote({ children, onDismiss }: { children: ReactNode; onDismiss?: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <div>
        <p className="font-bold">Success!</p>
        <p className="font-medium">{children}</p>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-emerald-900 underline hover:bg-emerald-100"
        >
          Dismiss
        </button>
      )}
    </div>
  );
}
