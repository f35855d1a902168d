import { describe, expect, it } from 'vitest';
import { bookingsCsv, type CsvBooking } from './bookings-csv';

const booking = (overrides: Partial<CsvBooking>): CsvBooking => ({
  restaurant: 'Tafel Amsterdam',
  date: '2026-11-10',
  time: '19:00',
  number: 'KX4P7T',
  first_name: 'Zoë',
  last_name: 'de Vries',
  party_size: 2,
  phone_number: '+31612345678',
  email: 'zoe@example.com',
  tables: ['T1'],
  status: 'confirmed',
  visit: 'booked',
  channel: 'widget',
  flow: null,
  child_seats: 0,
  wheelchair_users: null,
  notes: '',
  remarks: '',
  ...overrides,
});

/** The file's rows split by its separator (the fields here hold no separator and no quote). */
const rowsOf = (csv: string, separator: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(separator));

describe('the bookings CSV speaks the staff member’s language', () => {
  it.each([
    [
      'nl',
      ';',
      'Restaurant;Datum;Tijd;Reserveringsnummer;Voornaam;Achternaam;Gasten;Telefoon;E-mail;Tafels;Status;Kanaal;Actie;Kinderstoelen;Rolstoelgebruiker;Opmerkingen;Opmerking van de gast',
    ],
    [
      'en',
      ',',
      "Restaurant,Date,Time,Reservation number,First name,Last name,Guests,Phone,E-mail,Tables,Status,Channel,Promotion,High chairs,Wheelchair user,Notes,Guest's remarks",
    ],
  ] as const)(
    'in %s: the column heads in words, split by %s, after the byte order mark',
    (language, separator, header) => {
      expect(bookingsCsv([], language)).toBe(`\uFEFF${header}\r\n`);
      expect(rowsOf(bookingsCsv([booking({})], language), separator)[1]).toHaveLength(
        header.split(separator).length,
      );
    },
  );

  it.each([
    ['the visit status', { visit: 'arrived' }, 'Status', 'Binnen', 'Arrived'],
    ['a no-show', { visit: 'no_show' }, 'Status', 'Niet gekomen', 'No-show'],
    ['a cancelled booking', { status: 'cancelled' }, 'Status', 'Geannuleerd', 'Cancelled'],
    ['the online channel', { channel: 'widget' }, 'Kanaal', 'Online', 'Online'],
    ['a phone booking', { channel: 'phone' }, 'Kanaal', 'Telefoon', 'Phone'],
    ['a walk-in', { channel: 'walk_in' }, 'Kanaal', 'Binnenloper', 'Walk-in'],
    ['the promotion by its title', { flow: 'cinemaDeal' }, 'Actie', 'Bioscoopdeal', 'Cinema deal'],
    ['no promotion', { flow: null }, 'Actie', '', ''],
    ['a wheelchair user', { wheelchair_users: true }, 'Rolstoelgebruiker', 'Ja', 'Yes'],
    ['no wheelchair user', { wheelchair_users: false }, 'Rolstoelgebruiker', 'Nee', 'No'],
    ['not asked about a wheelchair', { wheelchair_users: null }, 'Rolstoelgebruiker', '', ''],
    ['a Dutch phone, national and spaced', {}, 'Telefoon', '06 12345678', '06 12345678'],
    [
      'a foreign phone after 00',
      { phone_number: '+4930123456' },
      'Telefoon',
      '00 49 30 123456',
      '00 49 30 123456',
    ],
    ['a walk-in without a phone', { phone_number: '' }, 'Telefoon', '', ''],
    [
      'a walk-in named whole',
      { first_name: '', last_name: 'Mr Visser' },
      'Achternaam',
      'Mr Visser',
      'Mr Visser',
    ],
    ['high chairs as a number', { child_seats: 2 }, 'Kinderstoelen', '2', '2'],
  ] as const)('%s', (_case, overrides, dutchColumn, dutch, english) => {
    // The columns come in the same order in every language; the Dutch head names the one to read.
    const column = rowsOf(bookingsCsv([], 'nl'), ';')[0]!.indexOf(dutchColumn);
    expect(column).toBeGreaterThanOrEqual(0);
    for (const [language, separator, word] of [
      ['nl', ';', dutch],
      ['en', ',', english],
    ] as const) {
      const [, row] = rowsOf(bookingsCsv([booking(overrides)], language), separator);
      expect(row![column]).toBe(word);
    }
  });

  it("the guest's remarks in a column of their own, apart from the notes (and the activator text there)", () => {
    const row = booking({ notes: 'Actie:SocialDeal', remarks: 'Notenallergie' });
    for (const [language, separator, notes, remarks] of [
      ['nl', ';', 'Opmerkingen', 'Opmerking van de gast'],
      ['en', ',', 'Notes', "Guest's remarks"],
    ] as const) {
      const [header, cells] = rowsOf(bookingsCsv([row], language), separator);
      expect(cells![header!.indexOf(notes)]).toBe('Actie:SocialDeal');
      expect(cells![header!.indexOf(remarks)]).toBe('Notenallergie');
    }
  });

  it('tables as the sheet lists them, and notes that run as a formula do not', () => {
    const csv = bookingsCsv([booking({ tables: ['T1', 'T2'], notes: '=HYPERLINK("http://x")' })], 'nl');
    expect(csv).toContain(';"T1, T2";');
    expect(csv).toContain(';"\'=HYPERLINK(""http://x"")";');
    const remarks = bookingsCsv([booking({ remarks: '=HYPERLINK("http://x")' })], 'nl');
    expect(remarks).toContain(';"\'=HYPERLINK(""http://x"")"\r\n');
  });
});
