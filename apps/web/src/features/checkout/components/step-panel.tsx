import type { ReactNode, Ref } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A step's frame: its heading (focused when the step opens) and content. */
export function StepPanel({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-step-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="checkout-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export const RequiredNote = () => (
  <p className="mb-4 text-sm text-slate-600">
    Fields marked <span className="text-red-700">*</span> are required.
  </p>
);

/**
 * The one message a step shows when it is sent incomplete: every field of a step carries the
 * same message (spec §5), so the first is the form's.
 */
export function formMessage<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  for (const error of Object.values(errors)) {
    const message: unknown = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}

/** The message under a form when a submit fails (the region is always there, so it is announced). */
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
