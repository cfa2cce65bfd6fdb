import type { ReactNode } from 'react';

/** The teal band at the top of a content page: its one h1, a short intro and optional extras. */
export function PageHero({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-linear-to-br from-brand-800 to-brand-900 text-white [&_:focus-visible]:outline-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="max-w-2xl text-lg text-brand-50">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
