import { describe, expect, it } from 'vitest';
import { daysOfPeriod, presetPeriod, REPORT_MAX_DAYS, ReportSummaryQuery } from './admin-reports';
import { addCalendarDays, calendarDaysSpanned, isCalendarDay, lagosDay, lagosDayStart } from './lagos-time';

const messages = (input: unknown) => {
  const parsed = ReportSummaryQuery.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('staff choose a dashboard period in Lagos days', () => {
  it('an order at 23:30 UTC already belongs to the next Lagos day', () => {
    expect(lagosDay(new Date('2026-03-09T22:30:00Z'))).toBe('2026-03-09');
    expect(lagosDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
  });

  it('a Lagos day starts at 23:00 UTC the evening before', () => {
    expect(lagosDayStart('2026-03-10').toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });

  it('"Today" at 00:30 Lagos is the new day, "7 days" counts today and the six before', () => {
    const justAfterMidnight = new Date('2026-03-09T23:30:00Z');
    expect(presetPeriod('today', justAfterMidnight)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetPeriod('7d', justAfterMidnight)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetPeriod('30d', justAfterMidnight)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('a period lists each of its days once, across a month end and a leap day', () => {
    expect(daysOfPeriod('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOfPeriod('2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(calendarDaysSpanned('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('only real days count as dates', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });

  it('a period of one day up to a leap year is accepted', () => {
    expect(messages({ from: '2026-03-10', to: '2026-03-10' })).toEqual([]);
    expect(messages({ from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
  });

  it('bad periods are refused with a message naming the problem', () => {
    expect(messages({ from: '2026-03-10' })).toEqual(['to is required: a date like 2026-11-24.']);
    expect(messages({ from: '10/03/2026', to: '2026-03-10' })).toEqual([
      'from must be a date like 2026-11-24.',
    ]);
    expect(messages({ from: '2026-02-30', to: '2026-03-10' })).toEqual([
      'from must be a date like 2026-11-24.',
    ]);
    expect(messages({ from: '2026-03-11', to: '2026-03-10' })).toEqual(['from must be on or before to.']);
    expect(messages({ from: '2026-01-01', to: '2027-01-02' })).toEqual([
      `The period must be at most ${REPORT_MAX_DAYS} days long.`,
    ]);
  });
});
