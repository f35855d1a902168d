/**
 * A CSV file opened in LibreOffice Calc (headless, Debian's package; scripts/libreoffice.mjs installs it for `npm test`)
 * as a person in the Netherlands or England opens it, and its cells read back: what each shows and of which type,
 * so a test sees a phone number kept as text, a date read as a date, and a formula never run.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One cell: the type Calc gave it, what it shows, its value (a number, date or time), and a formula if it has one. */
export interface SpreadsheetCell {
  type: 'string' | 'float' | 'date' | 'time' | 'percentage' | 'currency' | 'boolean' | 'empty';
  text: string;
  value: string | null;
  formula: string | null;
}

/** How the file is opened: the separator and the language of the spreadsheet (its numbers and dates). */
export interface OpenOptions {
  separator: ';' | ',';
  language: 'nl' | 'en';
}

// Calc's CSV filter options: separator, text delimiter ("), character set (76: UTF-8), first line, column types
// (none: standard, as a person's import does), the language (1043 nl-NL, 2057 en-GB). Calc's import dialog picks
// UTF-8 itself when the file starts with a byte order mark; a headless conversion takes it from these options.
const filterOptions = ({ separator, language }: OpenOptions) =>
  `CSV:${separator.charCodeAt(0)},34,76,1,,${language === 'nl' ? 1043 : 2057}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of a cell's paragraphs: spaces (text:s), tabs and line breaks as written, entities decoded. */
function cellText(xml: string): string {
  return [...xml.matchAll(/<text:p[^>]*?(?:\/>|>([\s\S]*?)<\/text:p>)/g)]
    .map(([, inner = '']) =>
      inner
        .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_all, count: string | undefined) =>
          ' '.repeat(Number(count ?? 1)),
        )
        .replace(/<text:tab\/>/g, '\t')
        .replace(/<text:line-break\/>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&(amp|lt|gt|quot|apos);/g, (_all, name: string) => ENTITIES[name]!),
    )
    .join('\n');
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(attributes)?.[1]
    ?.replace(/&(amp|lt|gt|quot|apos);/g, (_all, entity: string) => ENTITIES[entity]!) ?? null;

/** The first sheet of a flat OpenDocument spreadsheet as rows of cells (repeated cells written out, trailing empties dropped). */
export function sheetRows(fods: string): SpreadsheetCell[][] {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  return [...table.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row = '']) => {
    const cells: SpreadsheetCell[] = [];
    for (const [, attributes = '', inner = ''] of row.matchAll(
      /<table:(?:covered-)?table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g,
    )) {
      const type = (attribute(attributes, 'office:value-type') ?? 'empty') as SpreadsheetCell['type'];
      const cell: SpreadsheetCell = {
        type,
        text: cellText(inner),
        value:
          attribute(attributes, 'office:value') ??
          attribute(attributes, 'office:date-value') ??
          attribute(attributes, 'office:time-value'),
        formula: attribute(attributes, 'table:formula'),
      };
      const repeated = Number(attribute(attributes, 'table:number-columns-repeated') ?? 1);
      for (let copy = 0; copy < Math.min(repeated, 1024); copy += 1) cells.push(cell);
    }
    while (cells.at(-1)?.type === 'empty') cells.pop();
    return cells;
  });
}

/**
 * Opens the CSV in LibreOffice Calc and answers its rows of cells. Each call has a profile of its own, so two files
 * converting at once never share one.
 */
export async function openInLibreOffice(csvPath: string, options: OpenOptions): Promise<SpreadsheetCell[][]> {
  const folder = mkdtempSync(join(tmpdir(), 'tafel-calc-'));
  try {
    // Named .csv, as a download is saved: a browser's temporary file has no extension for Calc to go by.
    const csv = join(folder, 'bookings.csv');
    copyFileSync(csvPath, csv);
    await run(
      process.env.SOFFICE_PATH || '/usr/bin/soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${folder}/profile`,
        `--infilter=${filterOptions(options)}`,
        '--convert-to',
        'fods',
        '--outdir',
        folder,
        csv,
      ],
      { timeout: 120_000, env: { ...process.env, HOME: folder } },
    );
    const converted = join(folder, 'bookings.fods');
    if (!existsSync(converted)) throw new Error(`LibreOffice wrote no spreadsheet for ${csvPath}`);
    return sheetRows(readFileSync(converted, 'utf8'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The rows under the header as records by column head: each cell as it shows, a time or date as Calc's value
 * ('PT19H30M00S' → '19:30', '2026-12-30' as is).
 */
export function rowsByHead(rows: SpreadsheetCell[][]): Array<Record<string, SpreadsheetCell>> {
  const [header = [], ...body] = rows;
  return body.map((cells) =>
    Object.fromEntries(
      header.map((head, index) => [
        head.text,
        cells[index] ?? { type: 'empty', text: '', value: null, formula: null },
      ]),
    ),
  );
}

/** A time cell's value as 'HH:mm' ('PT19H30M00S' → '19:30'). */
export const clockOf = (cell: SpreadsheetCell) => {
  const [, hours = '', minutes = ''] = /^PT(\d+)H(\d+)M/.exec(cell.value ?? '') ?? [];
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
};
