import type { ReactNode } from 'react';
import { Button } from './button';

/** A spinning ring (decorative; the text beside it says what is happening). */
export function Spinner({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 ${className}`}
    />
  );
}

/** A grey block standing in for content that is on its way. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/** A page-high loading message, e.g. 'Loading our finest products...'. */
export function PageLoader({ message = 'Loading...' }: { message?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Spinner className="h-12 w-12" />
      <p className="text-lg font-medium text-slate-700">{message}</p>
    </div>
  );
}

/** A red banner with what went wrong (under a title such as 'Error!' when given) and, when given, a Retry button. */
export function ErrorBanner({
  message,
  title,
  onRetry,
  retrying = false,
  children,
}: {
  message: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      {title ? (
        <div>
          <p className="font-bold">{title}</p>
          <p className="font-medium">{message}</p>
        </div>
      ) : (
        <p className="font-medium">{message}</p>
      )}
      {children}
      {onRetry && (
        <Button variant="danger" onClick={onRetry} disabled={retrying} className="shrink-0">
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </div>
  );
}
