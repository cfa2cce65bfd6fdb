import type { ReactNode } from 'react';

const TONES = {
  error: { role: 'alert', className: 'border-red-200 bg-red-50 text-red-800' },
  success: { role: 'status', className: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
} as const;

/**
 * A message box headed by its title: red 'Error!' boxes are alerts (read out at once), green
 * 'Success!' boxes are polite status messages.
 */
export function Notice({
  tone,
  title,
  children,
  id,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  id?: string;
}) {
  const { role, className } = TONES[tone];
  return (
    <div id={id} role={role} className={`rounded-lg border p-4 ${className}`}>
      <p className="font-bold">{title}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
