import { presetPeriod, ReportSummaryQuery, type ReportPreset } from '@better-deals/domain';
import { Field, Input } from '../../../components/ui/field';
import type { ReportPeriod } from '../reports-api';

export type PeriodChoice = { kind: ReportPreset } | { kind: 'custom'; from: string; to: string };

const OPTIONS: { kind: PeriodChoice['kind']; label: string }[] = [
  { kind: 'today', label: 'Today' },
  { kind: '7d', label: '7 days' },
  { kind: '30d', label: '30 days' },
  { kind: 'custom', label: 'Custom' },
];

/** The period a choice stands for, or why a custom one cannot be shown. */
export function choicePeriod(
  choice: PeriodChoice,
  now: Date,
): { period: ReportPeriod } | { problem: string } {
  if (choice.kind !== 'custom') return { period: presetPeriod(choice.kind, now) };
  const parsed = ReportSummaryQuery.safeParse({ from: choice.from, to: choice.to });
  if (parsed.success) return { period: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? 'Choose a valid period.' };
}

/** Today, 7 days, 30 days or Custom (two dates), all in Lagos days; radios so arrow keys move the choice. */
export function DashboardPeriod({
  choice,
  now,
  problem,
  onChoice,
}: {
  choice: PeriodChoice;
  now: () => Date;
  problem: string | undefined;
  onChoice: (next: PeriodChoice) => void;
}) {
  const choose = (kind: PeriodChoice['kind']) => {
    if (kind !== 'custom') return onChoice({ kind });
    // A custom period starts as the one on screen, ready to be changed.
    const current = choice.kind === 'custom' ? choice : presetPeriod(choice.kind, now());
    onChoice({ kind: 'custom', from: current.from, to: current.to });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Period (Lagos time)</legend>
        <div className="flex flex-wrap gap-2">
          {OPTIONS.map((option) => (
            <label
              key={option.kind}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="dashboard-period"
                value={option.kind}
                checked={choice.kind === option.kind}
                onChange={() => choose(option.kind)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.kind === 'custom' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-xl">
          <Field label="From" id="dashboard-from">
            <Input
              type="date"
              value={choice.from}
              onChange={(event) => onChoice({ ...choice, from: event.target.value })}
            />
          </Field>
          <Field label="To" id="dashboard-to" error={problem}>
            <Input
              type="date"
              value={choice.to}
              onChange={(event) => onChoice({ ...choice, to: event.target.value })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
