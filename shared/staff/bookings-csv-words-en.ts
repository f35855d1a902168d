/** The bookings CSV in English: its column heads and the words of its values, as the day sheet and figures say them. */
import type { BookingChannel } from './channels';
import type { VisitStatus } from './rules';

export const bookingsCsvWords = {
  columns: {
    restaurant: 'Restaurant',
    date: 'Date',
    time: 'Time',
    number: 'Reservation number',
    firstName: 'First name',
    lastName: 'Last name',
    partySize: 'Guests',
    phone: 'Phone',
    email: 'E-mail',
    tables: 'Tables',
    status: 'Status',
    channel: 'Channel',
    promotion: 'Promotion',
    highChairs: 'High chairs',
    wheelchair: 'Wheelchair user',
    notes: 'Notes',
    remarks: "Guest's remarks",
  },
  visit: { booked: 'Booked', arrived: 'Arrived', left: 'Left', no_show: 'No-show' },
  cancelled: 'Cancelled',
  channel: { widget: 'Online', phone: 'Phone', staff: 'Staff', walk_in: 'Walk-in' },
  yes: 'Yes',
  no: 'No',
} as const satisfies Omit<BookingsCsvWords, 'columns'> & { columns: Record<string, string> };

/** The shape every language's words have (the Dutch file is checked against it). */
export interface BookingsCsvWords {
  columns: Record<keyof typeof bookingsCsvWords.columns, string>;
  visit: Record<VisitStatus, string>;
  cancelled: string;
  channel: Record<BookingChannel, string>;
  yes: string;
  no: string;
}
