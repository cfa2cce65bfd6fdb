import { useId, type ReactNode } from 'react';

/** One card of Account Settings: a section named by its heading. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
