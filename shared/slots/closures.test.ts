import { describe, expect, it } from 'vitest';
import { LOCATIONS, locationById } from '../locations';
import { SPECIAL_CLOSURES, isSpeciallyClosed } from './closures';

const closedLocation = SPECIAL_CLOSURES.find((c) => c.kind === 'location-date');
const CLOSED_ID = closedLocation?.kind === 'location-date' ? closedLocation.locationId : '';
const OTHER_ID = LOCATIONS.find((l) => l.id !== CLOSED_ID)!.id;

describe('special closures: one location closed 2024-05-27; 1 June yields no slots', () => {
  it('the closed location is one of the chain', () => expect(locationById(CLOSED_ID)).toBeDefined());

  it.each<[string, string | undefined, boolean, string]>([
    ['2024-05-27', CLOSED_ID, true, 'the one location on its closed day'],
    ['2024-05-27', OTHER_ID, false, 'another location that day'],
    ['2024-05-27', undefined, false, 'no location given'],
    ['2025-05-27', CLOSED_ID, false, 'the same day a year later'],
    ['2024-05-26', CLOSED_ID, false, 'the day before'],
    ['2024-06-01', OTHER_ID, true, '1 June 2024'],
    ['2026-06-01', CLOSED_ID, true, '1 June 2026'],
    ['2031-06-01', undefined, true, '1 June of any year, without a location'],
    ['2026-05-31', OTHER_ID, false, 'the day before 1 June'],
    ['2026-06-02', OTHER_ID, false, 'the day after 1 June'],
    ['2026-01-06', OTHER_ID, false, '6 January is not 1 June (month and day not swapped)'],
  ])('%s at %s is closed: %s (%s)', (date, locationId, expected, _why) => {
    expect(isSpeciallyClosed(date, locationId)).toBe(expected);
  });

  it('every closure carries a why', () => {
    for (const closure of SPECIAL_CLOSURES) expect(closure.why.length).toBeGreaterThan(10);
  });
});
