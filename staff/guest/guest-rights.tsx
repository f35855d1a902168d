import { formatDay } from '../../shared/time/format-day';
import { refusalSentence } from '../shell/refusal-words';
import { saveFile } from '../shell/save-file';
import { staffRefusalWords } from '../shell/shell-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { guestScreenModel } from './guest-model';
import { staffGuestWords } from './guest-words';

/**
 * The guest's rights, at their request (the chain admin): a copy of their data, and erasure after a question that
 * names the bookings it cancels (docs/privacy.md).
 */
export function GuestRights({ siteId, bookingId }: { siteId: string; bookingId: string }) {
  const app = useStaffApp();
  const model = useScreenModel(guestScreenModel);
  const T = useWords(staffGuestWords);
  const refusalWords = useWords(staffRefusalWords);
  const refusal = model.rightsRefusal.value;
  const planChanged = refusal?.code === 'refused' && refusal.error === 'erasure_plan_changed';
  const cancels = model.erasure.value;
  return (
    <section class="staff-card staff-guest__rights" aria-labelledby="guest-rights-heading">
      <h2 id="guest-rights-heading">{T.rights()}</h2>
      <p class="staff-muted">{T.rightsHint()}</p>
      {cancels === null ? (
        <p class="staff-guest__actions">
          <button
            type="button"
            class="staff-button"
            disabled={model.busy.value}
            onClick={() =>
              void model.downloadData(siteId, bookingId, (file) => saveFile(file, 'tafel-guest-data.json'))
            }
          >
            {T.downloadData()}
          </button>
          <button
            type="button"
            class="staff-button staff-button--quiet"
            disabled={model.busy.value}
            onClick={() => void model.askErasure(siteId, bookingId)}
          >
            {T.erase()}
          </button>
        </p>
      ) : (
        <div role="group" aria-labelledby="guest-erase-ask" class="staff-guest__forget">
          <p id="guest-erase-ask">
            {cancels.length ? T.eraseAskCancels({ count: cancels.length }) : T.eraseAsk()}
          </p>
          {cancels.length > 0 && (
            <ul class="staff-guest__cancels">
              {cancels.map((booking) => (
                <li key={booking.id}>
                  {T.cancelLine({
                    restaurant: booking.restaurant,
                    date: formatDay(booking.date, app.language.value, {
                      day: 'numeric',
                      month: 'short',
                      year: 'numeric',
                    }),
                    time: booking.time,
                    count: booking.party_size,
                  })}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            class="staff-button staff-button--danger"
            disabled={model.busy.value}
            onClick={() => void model.erase(siteId, bookingId)}
          >
            {cancels.length ? T.eraseConfirmCancels() : T.eraseConfirm()}
          </button>{' '}
          <button type="button" class="staff-button staff-button--quiet" onClick={model.cancelErasure}>
            {T.keepGuest()}
          </button>
        </div>
      )}
      {refusal && (
        <p role="alert" class="staff-refusal">
          {planChanged ? T.erasurePlanChanged() : refusalSentence(refusalWords, refusal)}
        </p>
      )}
    </section>
  );
}
