import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvDocument, csvField, csvSeparator, parseCsv } from './csv';

describe('a CSV field opens as the same text in a spreadsheet, never as a formula', () => {
  it.each([
    ['plain text as is', 'Anna', 'Anna'],
    ['accents as is (the file is UTF-8)', 'Zoë Müller', 'Zoë Müller'],
    ['a comma: quoted, so a file split on commas keeps it', 'Jansen, A.', '"Jansen, A."'],
    ['a semicolon: quoted, so a file split on semicolons keeps it', 'noten; pinda', '"noten; pinda"'],
    ['a quote: quoted and doubled', 'The "big" table', '"The ""big"" table"'],
    ['a line break: quoted', 'line\nnext', '"line\nnext"'],
    ['a tab: quoted', 'a\tb', '"a\tb"'],
    [
      'a formula: an apostrophe first, then quoted for its quotes',
      '=HYPERLINK("x")',
      '"\'=HYPERLINK(""x"")"',
    ],
    ['a leading plus: an apostrophe first', '+31612345678', "'+31612345678"],
    ['a leading minus in text: an apostrophe first', '-1', "'-1"],
    ['a leading at sign: an apostrophe first', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab: an apostrophe first, quoted', '\t=1', '"\'\t=1"'],
    ['a formula sign inside the text is harmless', 'a=b', 'a=b'],
    ['a number is a number, a minus and all', -1, '-1'],
    ['a count', 4, '4'],
    ['nothing: an empty field', null, ''],
  ] as const)('%s', (_case, value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('a CSV file opens in the right columns in Excel and LibreOffice of its language', () => {
  it.each([
    ['nl', ';'],
    ['en', ','],
  ] as const)('in %s the fields are split by %s', (language, separator) => {
    expect(csvSeparator(language)).toBe(separator);
  });

  it.each([
    ['a Dutch file', ';', '\uFEFFNaam;Gasten\r\nAnna;2\r\n"Jansen, A.";4\r\n'],
    ['an English file', ',', '\uFEFFNaam,Gasten\r\nAnna,2\r\n"Jansen, A.",4\r\n'],
  ] as const)(
    '%s starts with the byte order mark and ends every line with CRLF',
    (_case, separator, text) => {
      const csv = csvDocument(
        [
          ['Naam', 'Gasten'],
          ['Anna', 2],
          ['Jansen, A.', 4],
        ],
        separator,
      );
      expect(csv).toBe(text);
      expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
      expect(csv.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    },
  );
});

describe('a CSV file written here reads back as the same rows', () => {
  const rows = [
    ['name', 'phone', 'notes', 'lat'],
    ['Jansen; A.', '+31 6 12345678', 'said "hi",\nthen left', '-0.5'],
    ['=SUM(A1)', '', 'plain', '52.1'],
  ];
  it.each([',', ';'] as const)('with %j between fields', (separator) => {
    expect(parseCsv(csvDocument(rows, separator))).toEqual(rows);
  });

  it('leaves out empty lines and reads LF line ends', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
