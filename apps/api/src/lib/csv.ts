/*
 * The cells of every CSV file the store writes. Staff open these files in spreadsheets, whose
 * list separator depends on the locale (a comma, or a semicolon where the comma is the decimal
 * mark): a cell must stay one cell and never run as a formula under either.
 */

// A spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

// A cell holding one of these is quoted: the list separators (comma, semicolon, tab), the quote
// itself and line breaks.
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell. Text that starts like a formula gets a leading apostrophe, so spreadsheets show it
 * as text, and is quoted; so is text holding a separator, a quote or a line break. Numbers the
 * server writes are left as they are, so a spreadsheet reads -5 as the number it is.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = FORMULA_START.test(value);
  const text = formula ? `'${value}` : value;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (without its line break) of cells already written by `csvCell`. */
export function csvRow(cells: readonly string[]): string {
  return cells.join(',');
}
