import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';

interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

// The control inside a Field takes its id and descriptions from here, so a form writes
// `<Field label="Email"><Input {...register('email')} /></Field>` and the wiring cannot drift.
const FieldContext = createContext<FieldControl | null>(null);

/**
 * A labelled form control with an optional hint and error under it. The label points at the
 * control (htmlFor/id); the hint and the error describe it (aria-describedby), and an error
 * marks it invalid. The required asterisk sits beside the label, not in it, so the control's
 * accessible name stays just its label; pass `required` to the control as well.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  id: givenId,
  className = '',
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control; any non-empty text marks the control invalid. */
  error?: string;
  /** Shows the asterisk beside the label. */
  required?: boolean;
  /** The control's id; a generated one when not given. */
  id?: string;
  className?: string;
  /** One Input, Textarea or Select. */
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex gap-1 text-sm font-semibold">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      <FieldContext value={{ id, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

// Brand border when focused, red when invalid. Width and text size go with each control's size
// (see the callers), so a compact toolbar select can be narrow without fighting a class here.
const CONTROL_CLASS =
  'rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-600';

interface ControlProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
}

/** The id, descriptions and invalid flag a control gets from its Field, merged with its own. */
export function useFieldControl({ id, className, ...aria }: ControlProps, sizeClass: string) {
  const field = use(FieldContext);
  const describedBy = [field?.describedBy, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    // Inside a Field its id wins: the label points at it, so the control cannot take another.
    id: field?.id ?? id,
    'aria-describedby': describedBy,
    'aria-invalid': aria['aria-invalid'] ?? (field?.invalid ? true : undefined),
    className: [CONTROL_CLASS, sizeClass, className].filter(Boolean).join(' '),
  };
}

/**
 * A text input. Inside a Field it is labelled and described by it; on its own it needs an
 * `aria-label` or a label of its own. Every native prop and the ref pass through.
 * `className` is for layout and extra room (e.g. `pl-10` beside an icon).
 */
export function Input({
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: ComponentProps<'input'>) {
  const control = useFieldControl(
    { id, className, 'aria-describedby': describedBy, 'aria-invalid': invalid },
    // 16px text: smaller makes phones zoom in on focus.
    'h-11 w-full text-base',
  );
  return <input {...props} {...control} />;
}

/** A multi-line text box, wired to its Field like Input. */
export function Textarea({
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: ComponentProps<'textarea'>) {
  const control = useFieldControl(
    { id, className, 'aria-describedby': describedBy, 'aria-invalid': invalid },
    'w-full py-2.5 text-base',
  );
  return <textarea {...props} {...control} />;
}
