import { describe, expect, it } from 'vitest';
import { childSeatsFit, maxChildSeats } from './child-seats';

describe('high chairs are never more than the guests', () => {
  it.each([
    [0, 1, true],
    [2, 4, true],
    [4, 4, true],
    [5, 4, false],
    [1, 0, false],
  ])('%i high chairs for %i guests fit: %s', (seats, size, fits) => {
    expect(childSeatsFit(seats, size)).toBe(fits);
  });
  it.each([
    [2, 10, 2],
    [12, 10, 10],
    [0, 10, 0],
  ])('a party of %i with a maximum of %i may ask for %i', (size, max, most) => {
    expect(maxChildSeats(size, max)).toBe(most);
  });
});
