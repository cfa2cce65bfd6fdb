import { describe, expect, it } from 'vitest';
import { csvCell, lagosIso, nairaText } from './admin-orders.service';

describe('the orders CSV cells', () => {
  it('text a spreadsheet would run as a formula gets a leading apostrophe', () => {
    for (const text of ['=1+1', '+2348031234567', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('ada@mail.example')).toBe('ada@mail.example');
  });

  it('commas, quotes and line breaks stay inside one quoted cell', () => {
    expect(csvCell('Obi, Ada')).toBe('"Obi, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('numbers are written as they are', () => {
    expect(csvCell(3)).toBe('3');
  });

  it('naira with two decimals, exact from kobo', () => {
    expect(nairaText(0)).toBe('0.00');
    expect(nairaText(5)).toBe('0.05');
    expect(nairaText(123_456_789)).toBe('1234567.89');
  });

  it('times on the Lagos clock', () => {
    expect(lagosIso(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10T00:30:00+01:00');
  });
});
