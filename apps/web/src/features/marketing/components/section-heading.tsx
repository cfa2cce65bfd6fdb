import type { ReactNode } from 'react';

/** A section's centred h2 with an optional intro line. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: ReactNode }) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
    </div>
  );
}
