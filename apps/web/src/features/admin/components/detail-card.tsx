import { useId, type ReactNode } from 'react';

/** A titled white card of the order view ('Items', 'Customer', 'Update status'...). */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
