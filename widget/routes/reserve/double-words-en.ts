/** English texts of the double-booking question (./double-question): a booking the guest holds overlaps this one. */
const en = {
  title: 'You already have a reservation',
  sameSite:
    'You already have a reservation at {time} on {date} at {restaurant}. Do you want to book another table there at this time?',
  otherSite:
    'You already have a reservation at {time} on {date} at {restaurant}, another Tafel restaurant. It overlaps the time you chose here. Do you want to book this one as well?',
  existing: 'Your reservation',
  restaurant: 'Restaurant',
  when: 'Date and time',
  whenValue: '{date} at {time}',
  persons: 'Persons',
  number: 'Reservation number',
  bookAnyway: 'Book another anyway',
  keep: 'Keep my reservation',
  otherTime: 'Choose another time',
} as const;

export default en;
