/**
 * The bookings behind the figures as a CSV file a spreadsheet opens right, in the staff member's language: one row per
 * booking as the day sheet shows it, with the column heads and the values (status, channel, promotion, yes and no) in
 * words, phone numbers readable, and the separator of the language (./csv.ts). The server writes it; the staff app
 * never loads it (the phone metadata stays out of its bundle).
 */
import type { Language } from '../constants';
import { phoneForSpreadsheet } from '../people/phone';
import { promotionTitle } from '../promotions/titles';
import { bookingsCsvWords as en, type BookingsCsvWords } from './bookings-csv-words-en';
import { bookingsCsvWords as nl } from './bookings-csv-words-nl';
import { csvDocument, csvSeparator, type CsvValue } from './csv';
import type { SheetBooking } from './day-sheet';

/** A booking of the range, with its restaurant's name and its date. */
export type CsvBooking = Pick<
  SheetBooking,
  | 'time'
  | 'number'
  | 'first_name'
  | 'last_name'
  | 'party_size'
  | 'phone_number'
  | 'email'
  | 'tables'
  | 'status'
  | 'visit'
  | 'channel'
  | 'flow'
  | 'child_seats'
  | 'wheelchair_users'
  | 'notes'
  | 'remarks'
> & { restaurant: string; date: string };

const WORDS: Record<Language, BookingsCsvWords> = { en, nl };

type Column = keyof BookingsCsvWords['columns'];
type Cell = (booking: CsvBooking, words: BookingsCsvWords, language: Language) => CsvValue;

/** Each column's cell, in the columns' order. */
const CELLS: Record<Column, Cell> = {
  restaurant: (booking) => booking.restaurant,
  date: (booking) => booking.date,
  time: (booking) => booking.time,
  number: (booking) => booking.number,
  firstName: (booking) => booking.first_name,
  lastName: (booking) => booking.last_name,
  partySize: (booking) => booking.party_size,
  phone: (booking) => phoneForSpreadsheet(booking.phone_number),
  email: (booking) => booking.email,
  tables: (booking) => booking.tables.join(', '),
  // One status, as the sheet says it: cancelled, or where the visit stands.
  status: (booking, words) => (booking.status === 'cancelled' ? words.cancelled : words.visit[booking.visit]),
  channel: (booking, words) => words.channel[booking.channel],
  promotion: (booking, _words, language) => promotionTitle(booking.flow, language),
  highChairs: (booking) => booking.child_seats,
  // Not asked (null) stays empty: neither yes nor no.
  wheelchair: (booking, words) =>
    booking.wheelchair_users === null ? null : booking.wheelchair_users ? words.yes : words.no,
  notes: (booking) => booking.notes,
  remarks: (booking) => booking.remarks,
};

const COLUMNS = Object.keys(CELLS) as Column[];

/**
 * The bookings as a CSV file's text in the language: a byte order mark, a header of column heads, one row per booking.
 * @example bookingsCsv([], 'nl').startsWith('\uFEFFRestaurant;Datum;Tijd;') //=> true
 */
export function bookingsCsv(bookings: readonly CsvBooking[], language: Language): string {
  const words = WORDS[language];
  return csvDocument(
    [
      COLUMNS.map((column) => words.columns[column]),
      ...bookings.map((booking) => COLUMNS.map((column) => CELLS[column](booking, words, language))),
    ],
    csvSeparator(language),
  );
}
