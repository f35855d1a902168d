import { describe, expect, it } from 'vitest';
import { BOOKING_CHANNELS } from '../../shared/staff/channels';
import { bookingsCsvWords as csvEn } from '../../shared/staff/bookings-csv-words-en';
import { bookingsCsvWords as csvNl } from '../../shared/staff/bookings-csv-words-nl';
import { VISIT_STATUSES } from '../../shared/staff/rules';
import { sheetWords as sheetEn } from '../sheet/sheet-words-en';
import { sheetWords as sheetNl } from '../sheet/sheet-words-nl';
import { reportsWords as reportsEn } from './reports-words-en';
import { reportsWords as reportsNl } from './reports-words-nl';

describe('the CSV names a booking’s channel and status in the words the screens use', () => {
  it.each([
    ['en', csvEn, reportsEn, sheetEn],
    ['nl', csvNl, reportsNl, sheetNl],
  ] as const)('in %s', (_language, csv, reports, sheet) => {
    for (const channel of BOOKING_CHANNELS) expect(csv.channel[channel]).toBe(reports.channels[channel]);
    for (const visit of VISIT_STATUSES) expect(csv.visit[visit]).toBe(sheet.visit[visit]);
    expect(csv.cancelled).toBe(sheet.cancelled);
  });
});
