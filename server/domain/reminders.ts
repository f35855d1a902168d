/**
 * The reminder the day before: one run finds tomorrow's bookings not reminded yet and writes each one's
 * reminder to the outbox, by e-mail and, where the booking has a phone number and texts can be sent, by SMS. Each
 * booking is decided in its own transaction, locked: a cancellation committed first is seen, and the mark that it
 * was reminded (its key unique per booking and date) commits with the outbox rows, so two processes running at
 * once, or one after a restart, remind it once.
 */
import { isReminderDue, reminderDate, type ReminderHours } from '../../shared/reminders/due';
import { markReminded, reminderFacts, remindableIds } from '../db/reminders';
import { findReservationById } from '../db/reservations';
import { findSite } from '../db/sites';
import type { AppDeps } from '../deps';
import { canTextHere } from '../notify/text-reach';
import type { ReminderNotification } from '../notify/types.js';
import { bookingNotification } from './booking';
import { hashToken, newToken } from './tokens';

/** The opt-out page of a token (server/routes/reminders.ts), on the API of the widget's origin. */
export const optOutUrl = (deps: Pick<AppDeps, 'config'>, token: string) =>
  `${deps.config.publicWidgetUrl}/api/reminders/opt-out/${token}`;

/** Reminds every booking due now; answers how many were reminded by this run. */
export async function sendDueReminders(deps: AppDeps, hours: ReminderHours): Promise<number> {
  const now = deps.now();
  const date = reminderDate(now, hours);
  if (!date) return 0;
  let reminded = 0;
  for (const id of await remindableIds(deps.db, date)) {
    const sent = await deps.db.transaction(async (tx) => {
      const row = await findReservationById(tx, id, true);
      if (!row) return false;
      // As a sign-in code is texted: only where texts can go out, and to a country they may go to.
      const textable = canTextHere(row.phone_number, deps.config);
      const facts = await reminderFacts(tx, row, date);
      const candidate = { ...row, phone_number: textable ? row.phone_number : '', ...facts };
      if (!isReminderDue(candidate, now, hours)) return false;
      const token = newToken();
      if (!(await markReminded(tx, id, date, hashToken(token), now))) return false;
      const site = await findSite(tx, row.site_id);
      if (!site) return false;
      const { reservation, manageUrl, cancelUrl, language } = bookingNotification(
        deps,
        'booking_confirmed',
        row,
        site,
      );
      const reminder = (channel: 'email' | 'sms', to: string): ReminderNotification => ({
        kind: 'booking_reminder',
        channel,
        to,
        language,
        reservation,
        manageUrl,
        cancelUrl,
        optOutUrl: optOutUrl(deps, token),
      });
      if (row.email) await deps.enqueue(tx, reminder('email', row.email));
      if (textable) await deps.enqueue(tx, reminder('sms', row.phone_number));
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
