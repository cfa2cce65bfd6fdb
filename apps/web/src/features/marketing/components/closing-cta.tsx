import type { ReactNode } from 'react';

/** The band that ends a marketing page: a heading, a line and its links. */
export function ClosingCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
      <div className="rounded-3xl bg-linear-to-br from-brand-800 to-brand-700 px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
