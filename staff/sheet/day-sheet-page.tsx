import { useEffect, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso/router';
import { mayDo } from '../../shared/staff/rules';
import { addDays, isCalendarDate } from '../../shared/time/calendar';
import { formatDay } from '../../shared/time/format-day';
import { amsterdamDate } from '../../shared/time/instant';
import { staffSheetWords } from './sheet-words';
import { LoadState } from '../shell/load-state';
import { useStaffApp, useWords } from '../shell/context';
import { BookingRow } from './booking-row';
import { SheetNews } from './sheet-news';
import { CoversChart, Totals } from './totals';
import { WalkInForm } from './walk-in-form';
import { LazyWaitlist } from './waitlist-lazy';

/** The restaurant and the day: a restaurant picker (with several), previous / next day, a date field and today. */
function DayControls({ siteId, date }: { siteId: string; date: string }) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const { route } = useLocation();
  const restaurants = app.session.staff.value?.restaurants ?? [];
  const today = amsterdamDate(app.now());
  const go = (site: string, day: string) => route(app.links.address('sheet', { siteId: site, date: day }));
  return (
    <div class="staff-controls staff-no-print">
      {restaurants.length > 1 && (
        <div class="staff-controls__field">
          <label for="sheet-restaurant">{T.restaurant()}</label>
          <select
            id="sheet-restaurant"
            value={siteId}
            onChange={(event) => go(event.currentTarget.value, date)}
          >
            {restaurants.map((restaurant) => (
              <option key={restaurant.site_id} value={restaurant.site_id}>
                {restaurant.site_name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div class="staff-controls__day" role="group" aria-labelledby="sheet-day-label">
        <span id="sheet-day-label" class="visually-hidden">
          {T.day()}
        </span>
        <button type="button" class="staff-button" onClick={() => go(siteId, addDays(date, -1))}>
          <span aria-hidden="true">‹ </span>
          {T.previousDay()}
        </button>
        <label for="sheet-date" class="visually-hidden">
          {T.day()}
        </label>
        <input
          id="sheet-date"
          type="date"
          value={date}
          onChange={(event) =>
            isCalendarDate(event.currentTarget.value) && go(siteId, event.currentTarget.value)
          }
        />
        <button type="button" class="staff-button" onClick={() => go(siteId, addDays(date, 1))}>
          {T.nextDay()}
          <span aria-hidden="true"> ›</span>
        </button>
        {date !== today && (
          <button type="button" class="staff-button staff-button--quiet" onClick={() => go(siteId, today)}>
            {T.today()}
          </button>
        )}
      </div>
    </div>
  );
}

/** The way from the day's search to every day's, carrying what was typed. */
function findAllDaysLink(app: ReturnType<typeof useStaffApp>, siteId: string): string | null {
  const link = app.links.linkTo('find', { siteId });
  const typed = app.sheet.query.value.trim();
  return link && typed ? `${link}?q=${encodeURIComponent(typed)}` : link;
}

/** The search box and the Print button above the list. */
function ListTools({ siteId, shown, total }: { siteId: string; shown: number; total: number }) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const query = app.sheet.query;
  const findLink = findAllDaysLink(app, siteId);
  return (
    <div class="staff-list-tools staff-no-print">
      <div class="staff-controls__field staff-list-tools__search">
        <label for="sheet-search">{T.search()}</label>
        <input
          id="sheet-search"
          type="search"
          value={query.value}
          aria-describedby="sheet-search-hint sheet-count"
          onInput={(event) => (query.value = event.currentTarget.value)}
        />
        <span id="sheet-search-hint" class="staff-muted">
          {T.searchHint()}
        </span>
      </div>
      <p id="sheet-count" class="staff-muted" aria-live="polite">
        {query.value.trim() ? T.showing({ shown, total }) : ''}
      </p>
      {findLink && (
        <a class="staff-button staff-button--quiet" href={findLink}>
          {T.findAllDays()}
        </a>
      )}
      <button type="button" class="staff-button" onClick={() => window.print()}>
        {T.print()}
      </button>
    </div>
  );
}

/** Whether the sheet is live; offline it says so plainly, as a status a screen reader hears. */
function LiveBadge() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const state = app.sheet.live.value;
  return (
    <p class={`staff-live staff-live--${state}`} aria-live="polite">
      <span class="staff-live__dot" aria-hidden="true" />
      {T.live[state]()}
    </p>
  );
}

/**
 * A restaurant's day at the host stand: the bookings by time with their visit buttons, the totals and
 * the chart, the walk-in form on today's sheet. The heading takes focus when the sheet appears, so a screen reader
 * starts at the restaurant and the day; paging through days keeps focus on the button and the live region says so.
 */
export function DaySheetPage({ siteId = '', date = '' }: { siteId?: string; date?: string }) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const { route, query: address } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { sheet, loading, refusal, visible, query } = app.sheet;
  const staff = app.session.staff.value;
  const restaurant = staff?.restaurants.find((candidate) => candidate.site_id === siteId);
  const validDate = isCalendarDate(date);
  const today = amsterdamDate(app.now());

  useEffect(() => {
    if (!validDate) route(app.links.address('sheet', { siteId, date: today }), true);
    else void app.sheet.load(siteId, date);
  }, [app, siteId, date, validDate, today, route]);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  // Live: the day's changes from the guest widget and the other stands, while the day is on screen.
  useEffect(() => (validDate ? app.sheet.follow(siteId, date) : undefined), [app, siteId, date, validDate]);
  // The visit buttons open as the clock passes their time ('No-show from 19:15').
  useEffect(() => app.sheet.keepTime(), [app]);

  const shown = sheet.value;
  // Opened for one booking (`?booking=`, from a table's removal or a search): the host lands on it, not at the top.
  const wanted = address.booking;
  const found = Boolean(wanted && shown?.bookings.some((booking) => booking.id === wanted));
  useEffect(() => {
    if (!found) return;
    const title = document.getElementById(`booking-${wanted}`);
    title?.closest('li')?.scrollIntoView({ block: 'center' });
    title?.focus({ preventScroll: true });
  }, [found, wanted]);
  const siteName = shown?.site_name ?? restaurant?.site_name ?? '';
  const mayUpdate = restaurant ? mayDo(restaurant.role, 'visit.update') : false;
  const mayMove = restaurant ? mayDo(restaurant.role, 'booking.move') : false;
  const mayCancel = restaurant ? mayDo(restaurant.role, 'booking.cancel') : false;
  const mayEdit = restaurant ? mayDo(restaurant.role, 'booking.edit') : false;
  // The links ask the screens' own guards (screens.ts), so a link shows exactly where the screen opens.
  const rulesLink = app.links.linkTo('rules', { siteId });
  const settingsLink = app.links.linkTo('settings', { siteId });
  const reportsLink = app.links.linkTo('reports');
  const bookLink = app.links.linkTo('book', { siteId });
  const whyClosedLink = app.links.linkTo('whyClosed', { siteId, date });
  const roomLink = app.links.linkTo('room', { siteId, date });
  const planLink = app.links.linkTo('plan', { siteId });
  const pageLinks: { href: string; words: string }[] = [];
  for (const [href, words] of [
    [validDate ? roomLink : null, T.roomLink()],
    [rulesLink, T.rulesLink()],
    [validDate ? whyClosedLink : null, T.whyClosedLink()],
    [settingsLink, T.settingsLink()],
    [planLink, T.planLink()],
    [reportsLink, T.reportsLink()],
  ] as const)
    if (href) pageLinks.push({ href, words });
  const mayAddWalkIn = restaurant ? mayDo(restaurant.role, 'walk_in.create') && date === today : false;
  const total = shown?.bookings.length ?? 0;
  return (
    <div class="staff-sheet">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          <span class="staff-sheet__eyebrow">{T.heading()}</span>{' '}
          <span class="staff-sheet__title">
            {siteName ? `${siteName}, ` : ''}
            {validDate
              ? formatDay(date, app.language.value, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                })
              : ''}
          </span>
        </h1>
        <DayControls siteId={siteId} date={date} />
        {bookLink && (
          <a
            class="staff-button staff-button--primary staff-no-print"
            href={`${bookLink}?date=${date >= today ? date : today}`}
          >
            {T.newBooking()}
          </a>
        )}
        {pageLinks.length > 0 && (
          <nav class="staff-sheet__links staff-no-print" aria-label={T.pagesLabel()}>
            {pageLinks.map((link) => (
              <a key={link.href} class="staff-button staff-button--quiet" href={link.href}>
                {link.words}
              </a>
            ))}
          </nav>
        )}
      </header>
      <LiveBadge />
      <SheetNews />
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      {shown && (
        <div class="staff-sheet__body">
          <section class="staff-sheet__list" aria-labelledby="bookings-heading">
            <h2 id="bookings-heading">{T.bookings()}</h2>
            {shown.out_of_service && shown.out_of_service.length > 0 && (
              <p class="staff-sheet__out">
                {T.outOfService({
                  tables: shown.out_of_service.map((table) => `${table.label} (${table.reason})`).join(', '),
                })}
              </p>
            )}
            <ListTools siteId={siteId} shown={visible.value.length} total={total} />
            {total === 0 ? (
              <p class="staff-muted">{T.noBookings()}</p>
            ) : visible.value.length === 0 ? (
              <p class="staff-muted">{T.noMatches({ query: query.value.trim() })}</p>
            ) : (
              <ol class="staff-bookings">
                {visible.value.map((booking) => (
                  <BookingRow
                    key={booking.id}
                    booking={booking}
                    mayUpdate={mayUpdate}
                    mayMove={mayMove}
                    mayCancel={mayCancel}
                    mayEdit={mayEdit}
                    outOfService={shown.out_of_service?.map((table) => table.label)}
                  />
                ))}
              </ol>
            )}
          </section>
          <LazyWaitlist
            siteId={siteId}
            date={date}
            mayOffer={Boolean(restaurant && mayDo(restaurant.role, 'waitlist.offer') && date >= today)}
          />
          <aside class="staff-sheet__side" aria-label={T.totals.heading()}>
            <Totals sheet={shown} />
            <CoversChart sheet={shown} />
            {mayAddWalkIn && <WalkInForm />}
          </aside>
        </div>
      )}
    </div>
  );
}
