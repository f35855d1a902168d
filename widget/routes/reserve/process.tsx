import { useEffect } from 'preact/hooks';
import { DelayedSpinner } from '../../components/spinner';
import { StepPage } from './components/step-indicator';
import { useNamespace } from '../../i18n/use-i18n';
import { bookingPathWords } from './booking-path-words';
import { sendBooking } from './logic/send-booking';
import { useJourney, useReservationStep } from './logic/use-journey';

/** Reserve-process: the booking call (the flow's `book` action), then success or failed. */
export function ProcessPage(_props: { sid: string }) {
  const { actions } = useJourney();
  const path = useNamespace(bookingPathWords);
  const { allowed, number } = useReservationStep('reserve-process');

  useEffect(() => {
    if (allowed) void actions.book(sendBooking);
  }, [allowed, actions]);

  return (
    <StepPage current={number} title={path.process.title()} busy>
      <DelayedSpinner active />
    </StepPage>
  );
}
