/** The words of the frame every staff screen shares, in English. The Dutch (shell-words-nl.ts) has the same keys. */

/** The frame around every screen. */
export const shellWords = {
  title: 'Tafel for restaurants',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {name}',
  language: 'Language',
  skipToSheet: 'Skip to the bookings',
  staffLink: 'Staff',
  guestSharingLink: 'Guest records shared',
  restaurantsLink: 'Restaurants',
  screenLoadFailed: 'This screen could not be loaded. Check the network and reload the page.',
  reload: 'Reload',
} as const;

/** Each refusal of the staff API in its own words. */
export const refusalWords = {
  wrongCode: 'That code is not right. Check the e-mail and try again.',
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  tooManyRequests: 'Too many tries. Wait {seconds} {{second|seconds}} and try again.',
  tooManyRequestsNoWait: 'Too many tries. Wait a moment and try again.',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidTime: 'Enter a time on this day.',
  invalidPartySize: 'Enter a party size the restaurant can seat.',
  invalidName: 'This name cannot be used. Shorten it or leave it empty.',
  invalidDate: 'Enter a valid date.',
  invalidReason: 'Enter a reason of at most {max} characters.',
  invalidInput: 'Something in the form was not accepted. Check it and try again.',
  unauthorized: 'You have been signed out. Sign in again.',
  forbidden: 'This restaurant is not on your account.',
  notForRole: 'Your role does not open this screen. Ask a manager of the restaurant.',
  ownSheet: 'Go to the day sheet of {restaurant}',
  visitMoveRefused:
    'This change could not be made: the booking was changed meanwhile. The sheet now shows it as it is.',
  visitTooEarly: 'Not yet: this can be set from {time}.',
  visitTooEarlyNoTime: 'Not yet: its time has not come.',
  visitDayOver: "Arrived can only be set on the booking's day.",
  noTable: 'No table is free at that time for this party.',
  walkInOutsideHours:
    'That time is outside the opening hours. Give a reason to write the walk-in down anyway.',
  moveNotMovable:
    'This booking can no longer be moved: it is cancelled, or the guests have come or did not. The sheet now shows it as it is.',
  moveInPast: 'That time has passed. Choose a time still ahead.',
  moveClosed: 'The restaurant is not open at that time. Choose a time within the opening hours.',
  contactRequired: 'Give a phone number or an e-mail address, so the restaurant can reach the guest.',
  bookingAnonymised:
    'This booking no longer names a guest: their details were erased, and are not written into it again.',
  overrides: {
    largest_group: 'Larger than the largest group online ({limit} guests).',
    online_block: 'Inside an online block from {from} to {to}: “{reason}”.',
    lead_time: 'Inside the lead time: guests online book at least {hours} {{hour|hours}} ahead.',
  },
  overrideNeeded: 'This booking goes past limits guests online are held to. Confirm it to book anyway.',
  invalidPhone: 'Enter a valid phone number, such as 06 12345678 or +32 470 123456.',
  moveNoTable: 'No table is free for this party at that time. The booking stays as it was.',
  blockRangeInvalid: 'A block must end after it starts.',
  stayRulesInvalid:
    'These stay times were not saved: the party sizes must go up, and the last row must be for larger groups.',
  reportRangeInvalid: 'A report covers 1 to {max} days, ending on or after its first day.',
  openingHoursInvalid:
    'These opening hours were not saved: each period must end after it starts, and periods of a day may not overlap.',
  slotIntervalInvalid: 'Choose a slot interval of 15, 30 or 60 minutes.',
  settingMinutesInvalid: 'Enter 0 to {hours} hours, in quarter hours.',
  maxGroupInvalid: 'The largest group online is 1 to {max} guests.',
  clockMarginInvalid: 'Enter 0 to {hours} hours in minutes, in steps of {step}.',
  tableInvalid: 'A table needs a label and 1 to {max} seats.',
  tableLabelTaken: 'Another table already has this label.',
  tableInUse: 'Bookings to come hold this table. Move or cancel them first, then remove it.',
  tableTaken: '{table} is held by {name} ({party}) at {time}. Choose another table.',
  tableTakenUnnamed: 'Another booking holds a chosen table during this stay. Choose another table.',
  tableOutOfService: '{table} is out of service that day. Choose another table.',
  tableOutOfServiceUnnamed: 'A chosen table is out of service that day. Choose another table.',
  tablesTooSmall: 'The chosen tables seat fewer than the party. Add a table or choose a larger one.',
  tableUnknown: 'That table is no longer in this restaurant. Reload and choose again.',
  tablesNotChangeable:
    'This booking is cancelled, or its guests left or did not come: its tables stay as they were.',
  outageInvalid:
    'Out of service needs a reason and dates: the last on or after the first, not before today, at most a year.',
  restaurantInPromotion:
    'Guests can still book this restaurant with a promotion, so it is not archived. Archive it once the promotion has ended.',
  network: 'No connection to Tafel. Check the network and try again.',
  server: 'Something went wrong on our side. Try again in a moment.',
  refused: 'This did not work (error {status}). Try again.',
} as const;
