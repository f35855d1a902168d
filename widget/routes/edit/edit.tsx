import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { Reservation } from '../../../shared/api/types';
import {
  BOOKING_HORIZON_DAYS,
  CHRISTMAS_LARGE_GROUP,
  MAX_GROUP_ONLINE,
  PHONE_LINES_OPEN,
} from '../../../shared/constants';
import { partySizeNotice } from '../../../shared/party-size/notice';
import { isDayOpen } from '../../../shared/slots/bookable';
import { offeredRange, slotsFor, type OfferContext } from '../../../shared/slots/offer';
import { addDays } from '../../../shared/time/calendar';
import { dayLabel } from '../../../shared/time/day-label';
import { todayDate } from '../../../shared/time/today';
import { DatePicker } from '../../components/date-picker';
import { PartySizeHint } from '../../components/party-size-hint';
import { DelayedSpinner } from '../../components/spinner';
import { LoadFailure } from '../../components/load-failure';
import { TimeSlots } from '../../components/time-slots';
import { messageWords, useMessageText } from '../../i18n/message-words';
import { useI18n, useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { TextWithPhoneLink } from '../../components/phone-link';
import { ReservationSummary } from '../reservation-summary';
import { editWords } from './edit-words';
import { useChangeOffer, useSite } from './use-change-offer';
import { useEditFlow, useReservation } from './use-edit-flow';

/** The party sizes a change may pick: 1 to the online maximum (a larger group phones, as on the filter). */
const PARTY_SIZES = Array.from({ length: MAX_GROUP_ONLINE }, (_, index) => index + 1);

/**
 * Reservation edit, first step (reservations/{conf}/edit, alias /{conf}/u): a new day, party size and time, picked
 * as on the filter (the same date picker, range and time slots, the same shared rules) from what is free for this
 * booking. A booking that can no longer change online names the restaurant's phone.
 */
export function EditPage({ conf }: { conf: string }) {
  const t = useNamespace(editWords);
  const say = useMessageText();
  const load = useReservation(conf);
  return (
    <section class="page" aria-labelledby="edit-title">
      <h1 id="edit-title">{t.editTitle()}</h1>
      <DelayedSpinner active={load.status === 'loading'} />
      {load.status === 'failed' && (
        <p class="notice notice--negative" role="alert">
          {say(load.messageKey)}
        </p>
      )}
      {load.status === 'ready' && <ChangeOrPhone reservation={load.reservation} />}
    </section>
  );
}

function ChangeOrPhone({ reservation }: { reservation: Reservation }) {
  const say = useMessageText();
  // The refusal words load on first use: each note shows once it has them.
  if (reservation.status === 'cancelled')
    return say('reservationCancelled') ? (
      <p class="notice notice--negative" role="alert">
        {say('reservationCancelled')}
      </p>
    ) : null;
  if (!reservation.cancellable) return <ChangeByPhone reservation={reservation} />;
  return <ChangeForm reservation={reservation} />;
}

/** The rule of cancelling holds for changing (the server checks it too): within 2 hours or above 8, by phone. */
function ChangeByPhone({ reservation }: { reservation: Reservation }) {
  const t = useNamespace(editWords);
  const say = useMessageText();
  const site = useSite(reservation.site_id);
  return (
    <>
      <ReservationSummary reservation={reservation} texts={summaryWords(t)} />
      {site && say('changeDisabled', { phone: site.phone }) && (
        <p class="notice" role="note">
          <TextWithPhoneLink text={say('changeDisabled', { phone: site.phone })} phone={site.phone} />
        </p>
      )}
    </>
  );
}

type EditWords = (typeof editWords.translators)['en'];

/** The summary's words: '1 person' or '{count} persons', and the reservation number. */
const summaryWords = (t: EditWords) => ({
  persons: (count: number) => t.persons({ count }),
  number: (number: string) => t.number({ number }),
});

function ChangeForm({ reservation }: { reservation: Reservation }) {
  const app = useApp();
  const flow = useEditFlow();
  const t = useNamespace(editWords);
  const say = useMessageText();
  const m = useNamespace(messageWords);
  const { language } = useI18n();
  const draft = flow.draft.value?.conf === reservation.id ? flow.draft.value : null;
  const bookedTime = reservation.time.slice(0, 5);
  const date = useSignal(draft?.date ?? reservation.date);
  const partySize = useSignal(draft?.party_size ?? reservation.party_size);
  const time = useSignal<string | null>(draft?.time ?? bookedTime);
  const error = useSignal<string | null>(null);
  const offer = useChangeOffer(reservation, date.value, partySize.value);

  const context: OfferContext = {
    date: date.value,
    now: app.state.now(),
    ...(offer.site ? { site: offer.site } : {}),
    ...(offer.flow ? { flow: offer.flow } : {}),
  };
  const today = todayDate(app.state.now());
  const isOpen = (day: string) =>
    isDayOpen({ ...context, date: day, partySize: partySize.value, locationId: reservation.site_id });
  const loaded = offer.answer !== null && offer.times !== null;
  const range = offer.answer ? offeredRange(offer.answer, context) : null;
  const offered = slotsFor(offer.times, partySize.value, context);
  // The filter's one message under the party size, by the same rule (a change is offered what a booking is).
  const notice = partySizeNotice({
    partySize: partySize.value,
    date: date.value,
    range,
    slots: offered,
    loaded,
    dateOpen: isOpen(date.value),
  });
  const sizeMessage = notice?.kind === 'groupSize' ? notice.message : null;
  const slots = sizeMessage ? [] : offered;
  const chosen = slots.find((slot) => slot.time === time.value && slot.is_available)?.time ?? null;
  const noTimes = loaded && !sizeMessage && !slots.some((slot) => slot.is_available);

  const next = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return void (error.value = t.chooseTime());
    const same =
      date.value === reservation.date && partySize.value === reservation.party_size && chosen === bookedTime;
    if (same) return void (error.value = t.unchanged());
    const refusal = flow.actions.chooseChange({
      conf: reservation.id,
      date: date.value,
      time: chosen,
      party_size: partySize.value,
    });
    error.value = refusal && say(refusal.key, refusal.values);
  };

  return (
    <>
      <h2 class="section-title">{t.now()}</h2>
      <ReservationSummary reservation={reservation} texts={summaryWords(t)} />
      <p>{t.chooseChange()}</p>
      <form class="filter" onSubmit={next} noValidate>
        <DatePicker
          value={date.value}
          min={today}
          max={addDays(today, BOOKING_HORIZON_DAYS)}
          language={language}
          now={app.state.now()}
          label={t.date()}
          texts={{
            changeDate: t.changeDate(),
            choose: t.chooseDate(),
            previousMonth: t.previousMonth(),
            nextMonth: t.nextMonth(),
          }}
          unavailableReason={(day) => (isOpen(day) ? null : say('dateNotAvailable'))}
          onChange={(day) => {
            date.value = day;
            error.value = null;
          }}
        />
        <div class="field">
          <label for="edit-party">{t.partySize()}</label>
          <select
            id="edit-party"
            aria-describedby={sizeMessage ? 'edit-party-message' : 'edit-party-hint'}
            value={partySize.value}
            onChange={(event) => {
              partySize.value = Number(event.currentTarget.value);
              error.value = null;
            }}
          >
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {summaryWords(t).persons(size)}
              </option>
            ))}
          </select>
          {sizeMessage ? (
            <p id="edit-party-message" class="notice notice--negative" role="alert">
              {say(sizeMessage.key, { value: sizeMessage.value })}
            </p>
          ) : (
            <PartySizeHint id="edit-party-hint" range={range} words={(hint) => say(hint.key, hint)} />
          )}
          {notice?.kind === 'christmasLargeGroup' && offer.site && (
            <p class="notice" role="status">
              {m.christmasLargeGroup({
                min: CHRISTMAS_LARGE_GROUP,
                phone: offer.site.phone,
                ...PHONE_LINES_OPEN,
              })}
            </p>
          )}
          {notice?.kind === 'dateNotAvailable' && (
            <p class="notice notice--negative" role="alert">
              {say('dateNotAvailable')}
            </p>
          )}
        </div>
        <fieldset class="field">
          <legend>{t.timesOn({ day: dayLabel(date.value, app.state.now(), language) })}</legend>
          {offer.failure ? (
            <LoadFailure error={offer.failure} onRetry={offer.retry} />
          ) : !loaded ? (
            <p class="muted" role="status">
              {t.loadingTimes()}
            </p>
          ) : noTimes ? (
            <p class="notice" role="status">
              {t.noTimes({ count: partySize.value })}
            </p>
          ) : (
            <TimeSlots
              slots={slots}
              value={chosen}
              partName={(part) => t[part]()}
              until={(time) => t.until({ time })}
              onChange={(slot) => {
                time.value = slot;
                error.value = null;
              }}
            />
          )}
        </fieldset>
        {error.value && (
          <p class="notice notice--negative" role="alert">
            {error.value}
          </p>
        )}
        <button type="submit" class="button button--primary button--block">
          {t.next()}
        </button>
      </form>
      <p class="muted">{t.otherRestaurant()}</p>
    </>
  );
}
