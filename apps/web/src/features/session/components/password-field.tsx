import { useId, useState, type InputHTMLAttributes } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700';

/**
 * A labelled password input with a Show/Hide button, so a shopper on a phone can check what
 * they typed. The button names the field it reveals ('Show password', 'Hide confirm password').
 */
export function PasswordField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? hintId : undefined, input['aria-describedby']].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass} pr-20`}
        />
        <button
          type="button"
          aria-controls={id}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
