import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';

/** A white card with an icon, a heading and a short text (why-choose and reason cards). */
export function IconCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex h-full flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} size={26} />
      </span>
      <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
      <p className="text-slate-700">{children}</p>
    </div>
  );
}
