/**
 * CSV as spreadsheets open it (RFC 4180 plus what Excel and LibreOffice need): a UTF-8 byte order mark, so accents
 * survive Excel; the separator a spreadsheet of the language splits on; fields quoted so either separator may appear
 * in them; and no text that a spreadsheet would run as a formula. Pure: the server writes the file with it.
 */
import type { Language } from '../constants';

/** A cell: text, a number (written as is), or nothing. */
export type CsvValue = string | number | null;

/** The byte order mark that tells Excel the file is UTF-8 (without it Excel reads 'Zoë' as 'ZoÃ«'). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * The separator a spreadsheet in the language splits on: Dutch writes decimals with a comma, so Dutch Excel and
 * LibreOffice separate a list with ';'; English with ','.
 * @example csvSeparator('nl') //=> ';'
 */
export const csvSeparator = (language: Language): ';' | ',' => (language === 'nl' ? ';' : ',');

// What a spreadsheet runs as a formula when a cell starts with it (=, +, -, @), or reads past (tab, CR).
const FORMULA_START = /^[=+\-@\t\r]/;
// Either separator, a quote, a tab or a line break: the field is quoted, so it opens right split on ',' or ';'.
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One field. Text a spreadsheet would run as a formula gets an apostrophe first, so a guest's notes never run in
 * the manager's sheet; a number is a number ('-1' as a number stays -1). Quoted (quotes doubled) when it holds
 * either separator, a quote, a tab or a line break.
 * @example csvField('=SUM(A1)') //=> "'=SUM(A1)"
 * @example csvField('Jansen; A.') //=> '"Jansen; A."'
 * @example csvField(4) //=> '4'
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows (the header first) as a CSV file's text: the byte order mark, fields split by `separator`, every line
 * ended by CRLF.
 * @example csvDocument([['Naam', 'Personen'], ['Anna', 2]], ';') //=> '\uFEFFNaam;Personen\r\nAnna;2\r\n'
 */
export function csvDocument(rows: ReadonlyArray<readonly CsvValue[]>, separator: ';' | ','): string {
  return (
    CSV_BYTE_ORDER_MARK +
    rows.map((row) => `${row.map((value) => csvField(value)).join(separator)}\r\n`).join('')
  );
}

/**
 * The rows of a CSV file as `csvDocument` writes it (and spreadsheets save it): a byte order mark dropped, the
 * separator read from the header line (';' when it has one and no ','), quoted fields with doubled quotes and line
 * breaks, CRLF or LF. A field `csvField` guarded against formulas ("'+31 …") gets its text back. Empty lines are left
 * out.
 * @example parseCsv('\uFEFFnaam;telefoon\r\n"Jansen; A.";\'+31 6\r\n') //=> [['naam', 'telefoon'], ['Jansen; A.', '+31 6']]
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BYTE_ORDER_MARK) ? text.slice(1) : text;
  const header = body.slice(0, body.search(/\r?\n|$/));
  const separator = header.includes(';') && !header.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(/^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell !== '')) rows.push(row);
    row = [];
  };
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) endField();
    else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}
