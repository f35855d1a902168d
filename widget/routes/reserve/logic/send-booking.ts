/**
 * Sending the booking: the body, its Idempotency-Key, and the answer recorded in the journey. It comes with the
 * steps after the details (../process.tsx hands it to the model's `book`), as only the process step sends, so the
 * filter's first screen loads without it.
 */
import { readForm } from '../../../state/forms';
import { sessionStore } from '../../../../ui/storage';
import { forgetHeldOffer, withHeldOffer } from '../../waitlist/held-offer';
import type { BookingSender, JourneyExtras } from '../model';
import { bookingBody } from './booking';
import { newIdempotencyKey } from './code';
import { loadExtraFlow } from './extra-flow';

/** POSTs the booking with its Idempotency-Key, then records the result or the failure. */
export async function sendBooking({ app, endpoints, siteId, update }: BookingSender, current: JourneyExtras) {
  const { state } = app;
  const user = readForm(state.userForm);
  const config = state.config.peek();
  // In an extra flow the booking body needs the promotion (activator text), which loads on demand.
  const flow = await loadExtraFlow(config.flow || undefined);
  const booked = bookingBody({
    form: readForm(state.reservationForm),
    user,
    email: current.emailChoice ?? user.email,
    language: state.language.peek(),
    flow,
    dealCode: config.deal || undefined,
    // The visit's id, when one of its searches was turned away: the figures learn where that guest went.
    visitId: current.visitId ?? undefined,
    // The guest was asked about the booking they hold at an overlapping time, and books another anyway.
    allowDouble: current.allowDouble,
  });
  // A waitlist offer the guest chose to book (routes/waitlist/offer.tsx), kept in the tab, books its held table.
  const tab = sessionStore();
  const body = withHeldOffer(tab, siteId, booked);
  // The same booking retried after an answer that never came keeps its key: the server answers it once.
  const sent = JSON.stringify({ siteId, body });
  const key =
    current.idempotencyKey && current.attemptBody === sent ? current.idempotencyKey : newIdempotencyKey();
  update({ idempotencyKey: key, attemptBody: sent, failure: null });
  const result = await endpoints.createReservation(siteId, body, key);
  if (result.ok) {
    const reservation = result.data.reservation;
    update({
      result: reservation,
      failure: null,
      double: null,
      allowDouble: false,
      idempotencyKey: null,
      attemptBody: null,
    });
    // A claimed offer is spent: the next booking is one of its own.
    forgetHeldOffer(tab);
    app.actions.bookingConfirmed({
      reservationNumber: reservation.number,
      siteId: reservation.site_id,
      date: reservation.date,
      time: reservation.time,
      partySize: reservation.party_size,
    });
    return;
  }
  if (result.error.messageKey === 'serverError')
    app.reporter.report(
      new Error(`create reservation: ${result.status} ${result.error.detail}`),
      'Generic API',
    );
  // A refusal is an answer: the next attempt is a new request with a new key. A failure without an answer
  // (network, time-out, 5xx) may have booked: the retry keeps the key.
  const answered = result.status >= 400 && result.status < 500;
  // A refusal (the time was taken meanwhile) makes the kept times stale: every way back to them asks again.
  if (answered) app.api.clearCache();
  // A booking the guest holds at an overlapping time (409 possible_double) is no failure: nothing was booked, and
  // the check step asks whether they mean a second one (its answer sends this booking again with allow_double).
  const double = result.error.existing ?? null;
  update({
    failure: double ? null : result.error.messageKey,
    double,
    ...(answered ? { idempotencyKey: null, attemptBody: null } : {}),
  });
}
