import { useEffect } from 'preact/hooks';
import { DelayedSpinner } from '../../components/spinner';
import { StepPage } from '../../components/step-indicator';
import { readForm } from '../../state/forms';
import { bookingBody } from './logic/booking';
import { newIdempotencyKey } from './logic/code';
import { loadFlow } from './logic/load-flow';
import { useJourney, useStepGuard } from './logic/use-journey';

// One create call per attempt even if the page renders twice (strict effects, quick Back and forth).
const inFlight = new Set<string>();

/** SPEC §4 reserve-process: POST the reservation with an Idempotency-Key, then success or failed. */
export function ProcessPage(_props: { sid: string }) {
  const { app, state, endpoints, journey, extras, t, facts, siteId, go, flowName, dealCode, language } =
    useJourney();
  const allowed = useStepGuard('process', facts, siteId);

  useEffect(() => {
    if (!allowed) return;
    if (extras.result) return go('success', { replace: true });
    const key = extras.idempotencyKey ?? newIdempotencyKey();
    if (inFlight.has(key)) return;
    inFlight.add(key);
    journey.update({ idempotencyKey: key, failure: null });
    const user = readForm(state.userForm);
    void (async () => {
      // In an extra flow the booking body needs the promotion (activator text), which loads on demand.
      const flow = await loadFlow(flowName);
      const body = bookingBody({
        form: readForm(state.reservationForm),
        user,
        email: extras.emailChoice ?? user.email,
        language,
        flow,
        dealCode,
      });
      const result = await endpoints.createReservation(siteId, body, key);
      inFlight.delete(key);
      if (result.ok) {
        const reservation = result.data.reservation;
        journey.update({ result: reservation, failure: null });
        app.actions.bookingConfirmed({
          reservationNumber: reservation.number,
          siteId: reservation.site_id,
          date: reservation.date,
          time: reservation.time,
          partySize: reservation.party_size,
        });
        go('success', { replace: true });
      } else {
        if (result.error.messageKey === 'serverError')
          app.reporter.report(
            new Error(`create reservation: ${result.status} ${result.error.detail}`),
            'Generic API',
          );
        // The next attempt is a new request: a new key.
        journey.update({ failure: result.error.messageKey, idempotencyKey: null });
        go('failed', { replace: true });
      }
    })();
  }, [allowed]);

  return (
    <StepPage current={5} title={t.process.title()} busy>
      <DelayedSpinner active />
    </StepPage>
  );
}
