import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso/router';
import type { Language } from '../../shared/constants';
import { STAND_BOOKING_CHANNELS, type StandBookingChannel } from '../../shared/staff/channels';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { STAND_NOTES_MAX_LENGTH } from '../../shared/staff/stand-booking';
import { mayDo } from '../../shared/staff/rules';
import { isCalendarDate } from '../../shared/time/calendar';
import { formatDay } from '../../shared/time/format-day';
import { amsterdamDate } from '../../shared/time/instant';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { SignalField, LanguageField } from '../shell/fields';
import { overrideSentence, refusalSentence } from '../shell/refusal-words';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { staffRefusalWords } from '../shell/shell-words';
import { bookingScreenModel } from './booking-model';
import { staffBookingWords } from './booking-words';
import './booking.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { bookingScreenModel };

/** The limits a booking passes, each in words, with the choice to book anyway or change it. */
function OverrideConfirmation({ onChange }: { onChange: () => void }) {
  const model = useScreenModel(bookingScreenModel);
  const T = useWords(staffBookingWords);
  const refusalWords = useWords(staffRefusalWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const overrides = model.overrides.value ?? [];
  return (
    <section class="staff-card staff-booking-overrides" aria-labelledby="overrides-heading" role="alert">
      <h2 id="overrides-heading" ref={heading} tabIndex={-1}>
        {T.overridesHeading()}
      </h2>
      <ul>
        {overrides.map((override) => (
          <li key={override.rule}>{overrideSentence(refusalWords, override)}</li>
        ))}
      </ul>
      <p class="staff-muted">{T.overridesNote()}</p>
      <div class="staff-booking__actions">
        <button
          type="button"
          class="staff-button staff-button--primary"
          disabled={model.sending.value}
          onClick={() => void model.confirmOverrides()}
        >
          {model.sending.value ? T.booking() : T.bookAnyway()}
        </button>
        <button type="button" class="staff-button staff-button--quiet" onClick={onChange}>
          {T.change()}
        </button>
      </div>
    </section>
  );
}

/** The booking just made, confirmed where the host looks, with its day one tap away. */
function BookedPanel() {
  const app = useStaffApp();
  const model = useScreenModel(bookingScreenModel);
  const T = useWords(staffBookingWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const booked = model.booked.value;
  if (!booked) return null;
  const { booking } = booked;
  return (
    <section class="staff-card staff-booked" aria-labelledby="booked-heading" role="status">
      <h2 id="booked-heading" ref={heading} tabIndex={-1}>
        {T.bookedHeading()}
      </h2>
      <p class="staff-booked__facts">
        {T.bookedFacts({
          name: `${booking.first_name} ${booking.last_name}`.trim(),
          count: booking.party_size,
          day: formatDay(booked.date, app.language.value, { weekday: 'long', day: 'numeric', month: 'long' }),
          time: booking.time,
        })}
      </p>
      <p>{T.bookedTables({ tables: booking.tables.join(', '), number: booking.number })}</p>
      <p class="staff-muted">{booking.email ? T.toldEmail() : T.toldPhone()}</p>
      <div class="staff-booking__actions">
        <a
          class="staff-button staff-button--primary"
          href={app.links.address('sheet', { siteId: booked.siteId, date: booked.date })}
        >
          {T.openDay()}
        </a>
        <button type="button" class="staff-button" onClick={() => model.startOver()}>
          {T.another()}
        </button>
      </div>
    </section>
  );
}

/**
 * A booking taken at the stand for any day: by phone, by e-mail or at the door. The fields a guest gives online,
 * a phone number or an e-mail address, the guest's language and how it came in. The day to start from is the
 * sheet's (`?date=`); the server seats it and tells the guest.
 */
export function BookingPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(bookingScreenModel);
  const T = useWords(staffBookingWords);
  const refusalWords = useWords(staffRefusalWords);
  const { query } = useLocation();
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'booking.create') : false;
  const today = amsterdamDate(app.now());
  const date = useSignal(isCalendarDate(query.date ?? '') ? query.date! : today);
  const time = useSignal('19:00');
  const partySize = useSignal('2');
  const firstName = useSignal('');
  const lastName = useSignal('');
  const phone = useSignal('');
  const email = useSignal('');
  const language = useSignal<Language>('nl');
  const channel = useSignal<StandBookingChannel>('phone');
  const notes = useSignal('');
  const highChairs = useSignal('0');
  const wheelchair = useSignal(false);
  const form = useRef<HTMLFormElement>(null);
  // A new booking starts from an empty form, also after one was made on an earlier visit.
  useEffect(() => model.startOver(), [model]);

  const submit = async () => {
    const made = await model.book(siteId, {
      date: date.value,
      time: time.value,
      party_size: Number(partySize.value),
      first_name: firstName.value.trim(),
      last_name: lastName.value.trim(),
      phone_number: phone.value.trim(),
      email: email.value.trim(),
      language: language.value,
      channel: channel.value,
      notes: notes.value.trim(),
      child_seats: Number(highChairs.value) || 0,
      wheelchair_users: wheelchair.value ? true : null,
    });
    if (made) for (const field of [firstName, lastName, phone, email, notes]) field.value = '';
  };
  const refusal = model.refusal.value;
  const waiting = model.overrides.value !== null;
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules staff-new-booking"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.notAllowed() }}
      sideLinks={[]}
    >
      {model.booked.value ? (
        <BookedPanel />
      ) : (
        <form
          ref={form}
          class="staff-card staff-form staff-new-booking__form"
          aria-label={T.heading()}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset disabled={waiting}>
            <legend>{T.when()}</legend>
            <div class="staff-new-booking__row">
              <SignalField id="book-date" label={T.date()} value={date} type="date" required min={today} />
              <SignalField id="book-time" label={T.time()} value={time} type="time" step={900} required />
              <SignalField
                id="book-party"
                label={T.partySize()}
                value={partySize}
                type="number"
                inputMode="numeric"
                min={1}
                max={STAND_MAX_PARTY}
                required
              />
            </div>
          </fieldset>
          <fieldset disabled={waiting}>
            <legend>{T.guest()}</legend>
            <div class="staff-new-booking__row">
              <SignalField
                id="book-first-name"
                label={T.firstName()}
                value={firstName}
                required
                autoComplete="off"
              />
              <SignalField id="book-last-name" label={T.lastName()} value={lastName} autoComplete="off" />
            </div>
            <p id="book-contact-hint" class="staff-muted">
              {T.contactHint()}
            </p>
            <div class="staff-new-booking__row">
              <SignalField
                id="book-phone"
                label={T.phone()}
                value={phone}
                type="tel"
                autoComplete="off"
                aria-describedby="book-contact-hint"
              />
              <SignalField
                id="book-email"
                label={T.email()}
                value={email}
                type="email"
                autoComplete="off"
                aria-describedby="book-contact-hint"
              />
            </div>
            <div class="staff-new-booking__row">
              <LanguageField
                id="book-language"
                label={T.language()}
                value={language}
                nameOf={(code) => T.languages[code]()}
              />
              <div>
                <label for="book-channel">{T.takenBy()}</label>
                <select
                  id="book-channel"
                  value={channel.value}
                  onChange={(event) => (channel.value = event.currentTarget.value as StandBookingChannel)}
                >
                  {STAND_BOOKING_CHANNELS.map((code) => (
                    <option key={code} value={code}>
                      {T.channels[code]()}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
          <fieldset disabled={waiting}>
            <legend>{T.needs()}</legend>
            <label for="book-notes">{T.notes()}</label>
            <textarea
              id="book-notes"
              rows={2}
              maxLength={STAND_NOTES_MAX_LENGTH}
              value={notes.value}
              onInput={(event) => (notes.value = event.currentTarget.value)}
            />
            <div class="staff-new-booking__row">
              <SignalField
                id="book-chairs"
                label={T.highChairs()}
                value={highChairs}
                type="number"
                inputMode="numeric"
                min={0}
                max={10}
              />
            </div>
            <p class="staff-check">
              <input
                id="book-wheelchair"
                type="checkbox"
                checked={wheelchair.value}
                onChange={(event) => (wheelchair.value = event.currentTarget.checked)}
              />
              <label for="book-wheelchair">{T.wheelchair()}</label>
            </p>
          </fieldset>
          {refusal && (
            <p role="alert" class="staff-refusal">
              {refusalSentence(refusalWords, refusal)}
            </p>
          )}
          {waiting ? (
            <OverrideConfirmation
              onChange={() => {
                model.dropOverrides();
                queueMicrotask(() => form.current?.querySelector<HTMLInputElement>('#book-date')?.focus());
              }}
            />
          ) : (
            <button type="submit" class="staff-button staff-button--primary" disabled={model.sending.value}>
              {model.sending.value ? T.booking() : T.book()}
            </button>
          )}
        </form>
      )}
    </RestaurantScreen>
  );
}
