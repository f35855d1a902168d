import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { GUEST_TAGS } from '../../shared/staff/guest-notes';
import type { GuestRecord } from '../../shared/staff/guest-record';
import { mayDo } from '../../shared/staff/rules';
import { formatDay } from '../../shared/time/format-day';
import type { StaffRefusal } from '../api/refusal';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { guestScreenModel } from './guest-model';
import { GuestRights } from './guest-rights';
import { NotesForm } from './notes-form';
import { staffGuestWords, type GuestWords } from './guest-words';
import './guest.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { guestScreenModel };

/** The record's own refusals in its words; any other through the staff app's. */
function recordRefusal(T: GuestWords, refusal: StaffRefusal): string | null {
  if (refusal.code !== 'refused') return null;
  if (refusal.error === 'no_guest_record') return T.noRecord();
  return refusal.status === 404 ? T.bookingGone() : null;
}

function Totals({ record }: { record: GuestRecord }) {
  const T = useWords(staffGuestWords);
  const { totals } = record;
  return (
    <ul class="staff-guest__totals" aria-label={T.totals()}>
      <li>{T.visits({ count: totals.visits })}</li>
      <li class={totals.no_shows ? 'staff-guest__total--warn' : ''}>
        {T.noShows({ count: totals.no_shows })}
      </li>
      <li>{T.cancellations({ count: totals.cancellations })}</li>
      <li>{T.booked({ count: totals.booked })}</li>
    </ul>
  );
}

/** A comma a screen reader hears between the parts of a line the eye reads as columns. */
const Pause = () => <span class="visually-hidden">, </span>;

function History({ record }: { record: GuestRecord }) {
  const app = useStaffApp();
  const T = useWords(staffGuestWords);
  if (record.visits.length === 0) return <p class="staff-muted">{T.noHistory()}</p>;
  return (
    <ol class="staff-guest__visits">
      {record.visits.map((visit) => (
        <li key={visit.number} class={`staff-guest__visit staff-guest__visit--${visit.outcome}`}>
          <span class="staff-guest__when">
            {formatDay(visit.date, app.language.value, { day: 'numeric', month: 'short', year: 'numeric' })},{' '}
            {visit.time}
          </span>
          <span>
            <Pause />
            {visit.site_name}
          </span>
          <span>
            <Pause />
            {T.partySize({ count: visit.party_size })}
          </span>
          <span class="staff-guest__outcome-word">
            <Pause />
            {T.outcome[visit.outcome]()}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The tags and notes of the other restaurants the person may see. */
function OtherNotes({ record, siteId }: { record: GuestRecord; siteId: string }) {
  const app = useStaffApp();
  const T = useWords(staffGuestWords);
  const others = record.notes.filter((entry) => entry.site_id !== siteId);
  if (others.length === 0) return null;
  return (
    <section class="staff-card" aria-labelledby="guest-other-notes">
      <h2 id="guest-other-notes">{T.otherNotes()}</h2>
      <ul class="staff-guest__others">
        {others.map((entry) => (
          <li key={entry.site_id}>
            <p class="staff-muted">
              {T.wrote({
                restaurant: entry.site_name,
                date: formatDay(entry.updated_at.slice(0, 10), app.language.value, {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                }),
              })}
            </p>
            <p>
              {entry.tags.map((tag) => (
                <span key={tag} class={`staff-tag staff-tag--${tag}`}>
                  {GUEST_TAGS[tag][app.language.value]}
                </span>
              ))}{' '}
              {entry.note}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Forgetting every restaurant's tags and notes, asked first (a manager, when the guest asks to be forgotten). */
function Forget({ siteId, bookingId }: { siteId: string; bookingId: string }) {
  const model = useScreenModel(guestScreenModel);
  const T = useWords(staffGuestWords);
  const asking = useSignal(false);
  if (!asking.value)
    return (
      <button type="button" class="staff-button staff-button--quiet" onClick={() => (asking.value = true)}>
        {T.forget()}
      </button>
    );
  return (
    <div role="group" aria-labelledby="guest-forget-ask" class="staff-guest__forget">
      <p id="guest-forget-ask">{T.forgetAsk()}</p>
      <button
        type="button"
        class="staff-button staff-button--danger"
        disabled={model.busy.value}
        onClick={() => void model.forget(siteId, bookingId).then(() => (asking.value = false))}
      >
        {T.forgetConfirm()}
      </button>{' '}
      <button type="button" class="staff-button staff-button--quiet" onClick={() => (asking.value = false)}>
        {T.keep()}
      </button>
    </div>
  );
}

/**
 * A booking's guest across the chain: their bookings at the restaurants this person may see (with dates, restaurants,
 * and how each ended), the totals, what each restaurant keeps, and this restaurant's tags and note to change. What
 * the chain's sharing hides is said, never shown.
 */
export function GuestPage({ siteId = '', bookingId = '' }: { siteId?: string; bookingId?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(guestScreenModel);
  const T = useWords(staffGuestWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'guest.read') : false;
  useEffect(() => {
    if (allowed) void model.load(siteId, bookingId);
  }, [model, siteId, bookingId, allowed]);
  const shown = model.shown.value;
  const record = shown?.key === model.keyOf(siteId, bookingId) ? shown.record : null;
  const refusal = model.refusal.value;
  const erased = model.erased.value;
  const ownWords = refusal && recordRefusal(T, refusal);
  const sharingLink = app.links.linkTo('guestSharing');
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules staff-guest"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.notAllowed() }}
      sideLinks={sharingLink ? [{ href: sharingLink, words: T.sharingLink() }] : []}
    >
      {ownWords ? (
        <p role="alert" class="staff-refusal staff-card">
          {ownWords}
        </p>
      ) : (
        <LoadState refusal={refusal} loading={model.loading.value && !record} loadingWords={T.loading()} />
      )}
      {record && (
        <div class="staff-guest__body">
          <section class="staff-card" aria-labelledby="guest-name">
            <h2 id="guest-name">{record.name}</h2>
            <Totals record={record} />
            {record.some_hidden && <p class="staff-guest__hidden">{T.hidden[record.sharing]()}</p>}
            <h3>{T.history()}</h3>
            <History record={record} />
          </section>
          {restaurant && mayDo(restaurant.role, 'guest.notes') ? (
            <NotesForm
              model={model}
              record={record}
              siteId={siteId}
              bookingId={bookingId}
              restaurant={restaurant.site_name}
            />
          ) : (
            <p class="staff-muted">{T.readOnly()}</p>
          )}
          <OtherNotes record={record} siteId={siteId} />
          {restaurant && mayDo(restaurant.role, 'guest.forget') && record.notes.length > 0 && (
            <Forget siteId={siteId} bookingId={bookingId} />
          )}
          {model.outcome.value === 'forgotten' && <p role="status">{T.forgotten()}</p>}
          {record.notes.length === 0 && model.outcome.value !== 'forgotten' && (
            <p class="staff-muted">{T.noNotes()}</p>
          )}
          {restaurant && mayDo(restaurant.role, 'guest.erase') && (
            <GuestRights siteId={siteId} bookingId={bookingId} />
          )}
        </div>
      )}
      {erased && (
        <p role="status" class="staff-card">
          {T.erased({ cancelled: erased.cancelled_bookings, anonymised: erased.anonymised_bookings })}
        </p>
      )}
    </RestaurantScreen>
  );
}
