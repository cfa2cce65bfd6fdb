import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

/**
 * The cells a spreadsheet reads from `line` when each of `separators` ends a cell (a locale's
 * list separator, or an import that accepts several): a quote opens a cell only at its start.
 */
function cellsAs(line: string, separators: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (separators.includes(c)) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

// A cell a spreadsheet runs as a formula.
const runsAsFormula = (cell: string) => /^[=+\-@]/.test(cell);

describe('CSV cells a spreadsheet opens', () => {
  it("a name 'Ada;=1+1' stays one text cell where the semicolon separates cells too", () => {
    const line = csvRow([csvCell('BD-7K4M2Q'), csvCell('Ada;=1+1'), csvCell('Lagos')]);
    expect(line).toBe('BD-7K4M2Q,"Ada;=1+1",Lagos');
    expect(cellsAs(line, ',;')).toEqual(['BD-7K4M2Q', 'Ada;=1+1', 'Lagos']);
    expect(cellsAs(line, ',;').some(runsAsFormula)).toBe(false);
  });

  it('text that starts like a formula is quoted and shown as text, its quotes kept', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    for (const text of ['=1+1', '+2348031234567', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`"'${text}"`);
    }
  });

  it('separators, quotes and line breaks stay inside one quoted cell', () => {
    expect(csvCell('Obi, Ada')).toBe('"Obi, Ada"');
    expect(csvCell('Obi; Ada')).toBe('"Obi; Ada"');
    expect(csvCell('Obi\tAda')).toBe('"Obi\tAda"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('plain text is written as it is', () => {
    expect(csvCell('ada@mail.example')).toBe('ada@mail.example');
    expect(csvCell('Ada Obi')).toBe('Ada Obi');
    expect(csvCell('')).toBe('');
  });

  it('numbers the server writes stay numbers: -5 is minus five, not text', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-5')).toBe(`"'-5"`);
  });
});
