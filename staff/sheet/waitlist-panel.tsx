import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import {
  StaffWaitlistAnswerSchema,
  StaffWaitlistOfferAnswerSchema,
  type StaffWaitlistEntry,
} from '../../shared/api/waitlist';
import { amsterdamTime } from '../../shared/time/instant';
import type { StaffRefusal } from '../api/refusal';
import { sitePath } from '../api/staff-api';
import { useStaffApp, useWords } from '../shell/context';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffWaitlistWords, type WaitlistWords } from './waitlist-words';
import './waitlist.css';

/** A request's state in words: 'Offered 19:00, held until 18:42', 'Booked 19:00 (no. K7T9QA)'. */
export function stateWords(T: WaitlistWords, entry: StaffWaitlistEntry): string {
  const { offer, state } = entry;
  if (state === 'offered')
    return T.state.offered({
      time: offer?.time ?? '',
      until: offer ? amsterdamTime(offer.expires_at) : '',
    });
  if (state === 'claimed')
    return T.state.claimed({ time: offer?.time ?? '', number: entry.reservation_number ?? '' });
  return T.state[state]();
}

/** The host's offer of a table to one waiting guest: a time in their window, then the SMS or e-mail goes out. */
function OfferForm({
  siteId,
  entry,
  done,
}: {
  siteId: string;
  entry: StaffWaitlistEntry;
  done: (offered: StaffWaitlistEntry | null) => void;
}) {
  const app = useStaffApp();
  const T = useWords(staffWaitlistWords);
  const refusalWords = useWords(staffRefusalWords);
  const time = useSignal(entry.from);
  const busy = useSignal(false);
  const refusal = useSignal<StaffRefusal | null>(null);
  const id = `waitlist-time-${entry.id}`;
  return (
    <form
      class="staff-waitlist__offer"
      onSubmit={async (event) => {
        event.preventDefault();
        busy.value = true;
        const answer = await app.api.request(
          'POST',
          `${sitePath(siteId)}/waitlist/${encodeURIComponent(entry.id)}/offer`,
          StaffWaitlistOfferAnswerSchema,
          { body: { time: time.value } },
        );
        busy.value = false;
        if (answer.ok) done(answer.data.entry);
        else refusal.value = answer.refusal;
      }}
    >
      <label for={id}>{T.offerTime()}</label>
      <input
        id={id}
        type="time"
        step={900}
        min={entry.from}
        max={entry.until}
        required
        value={time.value}
        onInput={(event) => (time.value = event.currentTarget.value)}
      />
      <button type="submit" class="staff-button staff-button--primary" disabled={busy.value}>
        {busy.value ? T.sending() : T.send()}
      </button>
      <button type="button" class="staff-button staff-button--quiet" onClick={() => done(null)}>
        {T.cancel()}
      </button>
      {refusal.value && (
        <p role="alert" class="staff-refusal">
          {refusal.value.code === 'refused' && refusal.value.error === 'waitlist_closed'
            ? T.closedRefusal()
            : refusalSentence(refusalWords, refusal.value)}
        </p>
      )}
    </form>
  );
}

/** How often the shown waitlist is read again. */
const WAITLIST_REFRESH_MS = 30_000;

/**
 * The day's waitlist beside the bookings: each request in order of joining with its window, party, contact and state
 * (waiting with its place in line, offered until, booked, expired, declined, left, closed). A host may offer a freed
 * table to a waiting guest by hand. Read again every half minute (a cancellation may have made an offer).
 */
export function WaitlistPanel({
  siteId,
  date,
  mayOffer,
}: {
  siteId: string;
  date: string;
  mayOffer: boolean;
}) {
  const app = useStaffApp();
  const T = useWords(staffWaitlistWords);
  const entries = useSignal<StaffWaitlistEntry[] | null>(null);
  const failed = useSignal(false);
  const offering = useSignal<string | null>(null);
  const news = useSignal('');

  const load = async () => {
    const answer = await app.api.request(
      'GET',
      `${sitePath(siteId)}/waitlist?date=${encodeURIComponent(date)}`,
      StaffWaitlistAnswerSchema,
    );
    failed.value = !answer.ok;
    if (answer.ok) entries.value = answer.data.entries;
  };
  useEffect(() => {
    void load();
    // Offers are made by the server as tables free: the list is read again every half minute while it is shown.
    const timer = setInterval(() => void load(), WAITLIST_REFRESH_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteId, date]);

  const list = entries.value;
  return (
    <section class="staff-card staff-waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{T.heading()}</h2>
      <p class="visually-hidden" aria-live="polite">
        {news.value}
      </p>
      {list === null ? (
        <p class="staff-muted">{failed.value ? T.failed() : T.loading()}</p>
      ) : list.length === 0 ? (
        <p class="staff-muted">{T.none()}</p>
      ) : (
        <ol class="staff-waitlist__list">
          {list.map((entry) => (
            <li key={entry.id} class={`staff-waitlist__entry staff-waitlist__entry--${entry.state}`}>
              <p class="staff-waitlist__who">
                <strong>{entry.name}</strong> · {T.party({ count: entry.party_size })} ·{' '}
                {T.window({ from: entry.from, until: entry.until })}
              </p>
              <p class="staff-waitlist__state">
                <span class="staff-waitlist__badge">{stateWords(T, entry)}</span>
                {entry.position !== null && <span> · {T.place({ place: entry.position })}</span>}
                {entry.offer?.by_host && <span> · {T.byHost()}</span>}
                {entry.state === 'offered' && entry.offer && entry.offer.tables.length > 0 && (
                  <span>
                    {' · '}
                    {entry.offer.tables.length === 1
                      ? T.table({ tables: entry.offer.tables[0]! })
                      : T.tables({ tables: entry.offer.tables.join(', ') })}
                  </span>
                )}
              </p>
              <p class="staff-muted staff-waitlist__contact">{entry.contact}</p>
              {mayOffer &&
                entry.state === 'waiting' &&
                (offering.value === entry.id ? (
                  <OfferForm
                    siteId={siteId}
                    entry={entry}
                    done={(offered) => {
                      offering.value = null;
                      if (offered) {
                        news.value = T.offered({ name: offered.name });
                        void load();
                      }
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    class="staff-button staff-no-print"
                    onClick={() => (offering.value = entry.id)}
                  >
                    {T.offer()}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
