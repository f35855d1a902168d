import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso/router';
import { mayDo } from '../../shared/staff/rules';
import { formatDay } from '../../shared/time/format-day';
import { amsterdamDate } from '../../shared/time/instant';
import type { FoundBooking } from '../api/answers';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { findScreenModel, SEARCH_MIN_LENGTH } from './find-model';
import { staffFindWords } from './find-words';
import './find.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { findScreenModel };

/** One booking found: its day and time, guest and party, number and status, and the way to its day. */
function FoundRow({ booking, showRestaurant }: { booking: FoundBooking; showRestaurant: boolean }) {
  const app = useStaffApp();
  const T = useWords(staffFindWords);
  const day = formatDay(booking.date, app.language.value, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const name = `${booking.first_name} ${booking.last_name}`.trim() || T.walkIn();
  const status = booking.status === 'cancelled' ? T.cancelled() : T.visit[booking.visit]();
  return (
    <li class={`staff-found${booking.status === 'cancelled' ? ' staff-found--cancelled' : ''}`}>
      <p class="staff-found__when">
        {day}, {booking.time}
      </p>
      <p class="staff-found__who">
        <strong>{name}</strong>, {T.partySize({ count: booking.party_size })}
        {showRestaurant && <span> {T.atRestaurant({ restaurant: booking.site_name })}</span>}
      </p>
      <p class="staff-muted staff-found__facts">
        {booking.number} · {status}
        {booking.phone_number && ` · ${booking.phone_number}`}
      </p>
      <a
        class="staff-button staff-button--quiet"
        href={app.links.address('sheet', { siteId: booking.site_id, date: booking.date })}
      >
        {T.openDay({ day })}
      </a>
    </li>
  );
}

/** A list of bookings found, the days to come before the days past. */
function FoundList({ bookings, showRestaurant }: { bookings: FoundBooking[]; showRestaurant: boolean }) {
  const app = useStaffApp();
  const T = useWords(staffFindWords);
  const today = amsterdamDate(app.now());
  const groups = [
    { key: 'upcoming', words: T.upcoming(), list: bookings.filter((booking) => booking.date >= today) },
    { key: 'past', words: T.past(), list: bookings.filter((booking) => booking.date < today) },
  ].filter((group) => group.list.length > 0);
  return (
    <>
      {groups.map((group) => (
        <div key={group.key}>
          <h3>{group.words}</h3>
          <ol class="staff-found-list">
            {group.list.map((booking) => (
              <FoundRow key={booking.id} booking={booking} showRestaurant={showRestaurant} />
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}

/**
 * Bookings found on any day, by number, name, phone or e-mail: this restaurant's first, then those of the other
 * restaurants the person may see (so a number from another restaurant says which holds it). The search is in the
 * address (`?q=`), so Back and a reload show the same answer.
 */
export function FindPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(findScreenModel);
  const T = useWords(staffFindWords);
  const { query, path, route } = useLocation();
  const asked = query.q ?? '';
  const typed = useSignal(asked);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'day.read') : false;

  useEffect(() => {
    typed.value = asked;
    if (allowed) void model.search(siteId, asked);
  }, [model, siteId, asked, allowed, typed]);

  const found = model.found.value;
  const answer = found?.siteId === siteId && found.query === asked.trim() ? found.answer : null;
  const total = answer ? answer.here.length + answer.elsewhere.length : 0;
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules staff-find"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.notAllowed() }}
      sideLinks={[]}
    >
      <form
        role="search"
        class="staff-card staff-find__form"
        onSubmit={(event) => {
          event.preventDefault();
          route(`${path}?q=${encodeURIComponent(typed.value.trim())}`);
        }}
      >
        <label for="find-query">{T.search()}</label>
        <div class="staff-find__field">
          <input
            id="find-query"
            type="search"
            minLength={SEARCH_MIN_LENGTH}
            required
            aria-describedby="find-hint"
            value={typed.value}
            onInput={(event) => (typed.value = event.currentTarget.value)}
          />
          <button type="submit" class="staff-button staff-button--primary">
            {T.searchButton()}
          </button>
        </div>
        <p id="find-hint" class="staff-muted">
          {T.hint()}
        </p>
      </form>
      <LoadState refusal={model.refusal.value} loading={model.searching.value} loadingWords={T.searching()} />
      <p class="visually-hidden" role="status">
        {answer ? T.count({ count: total }) : ''}
      </p>
      {answer && (
        <div class="staff-find__results">
          <section class="staff-card" aria-labelledby="found-here">
            <h2 id="found-here">{T.here({ restaurant: restaurant?.site_name ?? '' })}</h2>
            {answer.here.length ? (
              <FoundList bookings={answer.here} showRestaurant={false} />
            ) : (
              <p class="staff-muted">{T.none({ query: asked.trim() })}</p>
            )}
          </section>
          {answer.elsewhere.length > 0 && (
            <section class="staff-card" aria-labelledby="found-elsewhere">
              <h2 id="found-elsewhere">{T.elsewhere()}</h2>
              <FoundList bookings={answer.elsewhere} showRestaurant />
            </section>
          )}
        </div>
      )}
      {!answer && asked.trim().length > 0 && asked.trim().length < SEARCH_MIN_LENGTH && (
        <p class="staff-muted">{T.tooShort({ min: SEARCH_MIN_LENGTH })}</p>
      )}
    </RestaurantScreen>
  );
}
