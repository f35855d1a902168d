/**
 * High chairs are for children of the party: never more than its guests.
 * @example childSeatsFit(2, 4) //=> true; childSeatsFit(5, 4) //=> false
 */
export const childSeatsFit = (childSeats: number, partySize: number): boolean => childSeats <= partySize;

/** The most high chairs a party may ask for: its size, within the restaurant's own maximum. */
export const maxChildSeats = (partySize: number, restaurantMax: number): number =>
  Math.max(0, Math.min(partySize, restaurantMax));
