import { describe, expect, it } from 'vitest';
import type { Language } from '../constants';
import { formatDateTime, formatInstant, stripTimezoneSuffix } from './format';

describe('timezone suffix stripped before display', () => {
  it.each([
    ['2026-12-24T19:00:00+01:00', '2026-12-24T19:00:00'],
    ['2026-07-01T12:30:00+02:00', '2026-07-01T12:30:00'],
    ['2026-12-24T19:00:00Z', '2026-12-24T19:00:00'],
    ['2026-12-24T19:00:00z', '2026-12-24T19:00:00'],
    ['2026-12-24T19:00:00+0100', '2026-12-24T19:00:00'],
    ['2026-12-24T19:00:00-05:00', '2026-12-24T19:00:00'],
    ['2026-12-24T19:00:00.123Z', '2026-12-24T19:00:00.123'],
    ['2026-12-24T19:00+01:00', '2026-12-24T19:00'],
    ['19:00:00+01:00', '19:00:00'],
    ['2026-12-24T19:00:00', '2026-12-24T19:00:00'],
    ['2026-12-24', '2026-12-24'],
    ['19:00', '19:00'],
  ])('%s shows as %s', (text, stripped) => {
    expect(stripTimezoneSuffix(text)).toBe(stripped);
  });
});

describe("datetime default format 'DD-MM-YYYY HH:mm', capitalised, wall clock as written", () => {
  it.each<[string, Language, string | undefined, string]>([
    ['2026-12-24T19:00:00+01:00', 'en', undefined, '24-12-2026 19:00'],
    ['2026-12-24T19:00:00Z', 'nl', undefined, '24-12-2026 19:00'],
    ['2026-07-01T09:05:00+02:00', 'en', undefined, '01-07-2026 09:05'],
    ['2026-03-29T02:30:00', 'en', undefined, '29-03-2026 02:30'],
    ['2026-12-24', 'en', undefined, '24-12-2026 00:00'],
    ['2026-12-24T19:00:00+01:00', 'nl', 'dddd D MMMM HH:mm', 'Donderdag 24 december 19:00'],
    ['2026-12-24T19:00:00+01:00', 'en', 'dddd D MMMM HH:mm', 'Thursday 24 December 19:00'],
    ['2026-10-25T12:00:00+01:00', 'nl', 'dddd', 'Zondag'],
    ['not a date', 'en', undefined, ''],
  ])('%s in %s as %s is %j', (iso, lang, format, expected) => {
    expect(formatDateTime(iso, lang, format)).toBe(expected);
  });
});

describe('instants shown as Amsterdam wall-clock time', () => {
  it.each<[string | number, Language, string | undefined, string]>([
    ['2026-12-24T18:00:00Z', 'en', undefined, '24-12-2026 19:00'],
    ['2026-07-01T10:00:00Z', 'nl', undefined, '01-07-2026 12:00'],
    [Date.UTC(2026, 9, 25, 0, 30), 'en', 'D MMM HH:mm Z', '25 Oct 02:30 +02:00'],
    [Date.UTC(2026, 9, 25, 1, 30), 'en', 'D MMM HH:mm Z', '25 Oct 02:30 +01:00'],
    ['2026-12-31T23:30:00Z', 'nl', 'dddd D MMMM YYYY', 'Vrijdag 1 januari 2027'],
  ])('%s in %s as %s is %j', (instant, lang, format, expected) => {
    expect(formatInstant(instant, lang, format)).toBe(expected);
  });
});
