import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/feedback';

/** An admin list still loading: three placeholder rows, and `label` for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** An admin list with nothing to show, saying why. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">{children}</p>
  );
}
