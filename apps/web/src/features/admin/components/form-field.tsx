import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';

/**
 * A labelled text input with its hint and error, in one element: the Field primitive around an
 * Input. Every native prop and the ref go to the input.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  required,
  ...input
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input {...input} required={required} />
    </Field>
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
        <Button variant="ghost" size="sm" onClick={onDismiss} className="shrink-0 underline">
          Dismiss
        </Button>
      )}
    </div>
  );
}
