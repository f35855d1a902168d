/**
 * English texts of the steps after the details (check, code, booking, success, failed): they load with those
 * steps' chunk (./booking-path), while the guest types the details.
 */
const en = {
  /** The details page's remarks field, which comes with this chunk (./components/remarks-field). */
  remarks: {
    label: 'Remarks (optional)',
    hint: 'An allergy, an occasion: anything the restaurant should know.',
    left: '{left} characters left',
    full: 'No characters left',
    over: '{over} characters too many',
  },
  /** The details page's button when no code can be texted to the number (a landline): the refusal's words say why. */
  details: { continueByEmail: 'Continue with a code by e-mail' },
  check: {
    title: 'Check your reservation',
    partySize: 'Persons',
    name: 'Name',
    offer: 'Offer',
    remarks: 'Your remarks',
    approve: 'Confirm reservation',
    change: 'Change details',
  },
  code: {
    title: 'Enter your code',
    sentTo: 'We sent a 6-digit code to {to}.',
    sending: 'Sending your code…',
    label: 'Code',
    confirm: 'Confirm',
    byEmail: 'Send the code by e-mail instead',
    bySms: 'Send the code by SMS instead',
    changeContact: 'Change e-mail or phone number',
    sendFailed: 'The connection failed, so we could not send your code. Check your connection and try again.',
    checkFailed: 'The connection failed, so your code was not checked. Check your connection and try again.',
    tryAgain: 'Try again',
  },
  process: {
    title: 'Booking your table…',
  },
  success: {
    title: 'Your table is booked',
    number: 'Reservation number',
    copy: 'Copy number',
    copied: 'Copied',
    summary: '{location}, {date} at {time}, {persons}',
    confirmationSent: 'We sent the confirmation to {email}.',
    addToCalendar: 'Add to calendar',
    icsFile: 'Calendar file (.ics)',
    googleCalendar: 'Google Calendar',
    newReservation: 'New reservation',
    calendarTitle: 'Table at {location}',
    calendarDetails: 'Reservation {number} for {persons}',
  },
  failed: {
    title: 'Reservation failed',
    tryAgain: 'Try again',
    otherTime: 'Choose another time',
    restart: 'Start again',
  },
} as const;

export default en;
