import { useEffect } from 'preact/hooks';
import { roomStartTime } from '../../shared/staff/room-now';
import type { PlanTable } from '../../shared/staff/room-plan';
import { mayDo } from '../../shared/staff/rules';
import { isCalendarDate, isoWeekdayOf } from '../../shared/time/calendar';
import { amsterdamDate, amsterdamTime } from '../../shared/time/instant';
import { AreaGrid } from '../plan/area-grid';
import '../plan/plan.css';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { partyName, tableLine, tableSentence } from './room-phrases';
import { roomScreenModel } from './room-model';
import { RoomPanel } from './room-panel';
import { staffRoomWords } from './room-words';
import './room.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { roomScreenModel };

/** One table in the room: who sits there or until when it is free, a button that chooses it. */
function RoomTable({ table }: { table: PlanTable }) {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const now = model.states.value.get(table.id);
  if (!now) return null;
  const time = model.time.value;
  const chosen = model.selection.value.includes(table.id);
  return (
    <button
      type="button"
      class={`staff-room-table staff-room-table--${now.state}${chosen ? ' staff-room-table--chosen' : ''}`}
      aria-pressed={chosen}
      aria-label={tableSentence(T, table, now, time)}
      data-table-id={table.id}
      onClick={() => model.tap(table.id)}
    >
      {/* The visible lines, spaced, read as the button's name does ('T1: Visser, 4 guests, until 21:00'). */}
      <span class="staff-room-table__label">{table.label}</span>{' '}
      <span class="staff-room-table__name">
        {now.state === 'free'
          ? T.short.seats({ seats: table.seats })
          : T.short.party({ name: partyName(T, now.booking), party: now.booking.party_size })}
      </span>{' '}
      <span class="staff-room-table__line">{tableLine(T, now, time)}</span>
    </button>
  );
}

/** The time the room shows: any time of the day, and Now on today's room. */
function TimeControl({ today }: { today: boolean }) {
  const app = useStaffApp();
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  return (
    <div class="staff-card staff-room__time">
      <div class="staff-field">
        <label for="room-time">{T.time()}</label>
        <input
          id="room-time"
          type="time"
          value={model.time.value}
          onInput={(event) => {
            if (event.currentTarget.value) model.setTime(event.currentTarget.value);
          }}
        />
      </div>
      {today && (
        <button
          type="button"
          class="staff-button staff-button--quiet"
          onClick={() => model.setTime(amsterdamTime(app.now()))}
        >
          {T.now()}
        </button>
      )}
      <p class="staff-muted staff-room__help">{T.help()}</p>
    </div>
  );
}

/** Each area of the plan with its tables as they are at the time shown; tables not on the plan are named below. */
function Areas() {
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const plan = model.plan.value!;
  const placed = plan.tables.filter((table) => table.column !== null);
  const unplaced = plan.tables.filter((table) => table.column === null);
  return (
    <>
      {placed.length === 0 && <p class="staff-card">{T.noPlan()}</p>}
      {plan.areas.map((area) => {
        const tables = placed.filter((table) => table.seating_area_id === area.id);
        if (tables.length === 0) return null;
        return (
          <section key={area.id} class="staff-card staff-room__area" aria-labelledby={`room-area-${area.id}`}>
            <h2 id={`room-area-${area.id}`}>{area.name}</h2>
            <AreaGrid
              areaId={area.id}
              label={T.gridLabel({ area: area.name, time: model.time.value })}
              tables={tables}
              crop
              className="staff-room__grid"
              drawTable={(table) => <RoomTable table={table} />}
            />
          </section>
        );
      })}
      {placed.length > 0 && unplaced.length > 0 && (
        <p class="staff-muted">{T.notPlaced({ tables: unplaced.map((table) => table.label).join(', ') })}</p>
      )}
    </>
  );
}

/**
 * The room of a day: the plan with each table as it is at a chosen time (now on today, else the first opening): who
 * sits there, who is expected, and until when a free table is free (shared/staff/room-now.ts). The host chooses tables
 * here: a walk-in at free ones, a party moved to others. The bookings are the day sheet's, live.
 */
export function RoomPage({ siteId = '', date = '' }: { siteId?: string; date?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(roomScreenModel);
  const T = useWords(staffRoomWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'day.read') : false;
  const validDate = isCalendarDate(date);
  const today = amsterdamDate(app.now());
  const sheet = app.sheet.sheet.value;
  const daySheet = sheet && sheet.site_id === siteId && sheet.date === date ? sheet : null;

  useEffect(() => {
    if (!allowed || !validDate) return;
    const now = amsterdamTime(app.now());
    void model.open(siteId, date, date === today ? now : '12:00');
    void app.sheet.load(siteId, date);
  }, [app, model, siteId, date, today, allowed, validDate]);
  useEffect(
    () => (allowed && validDate ? app.sheet.follow(siteId, date) : undefined),
    [app, siteId, date, allowed, validDate],
  );
  // Another day opens at its first opening, known once its sheet (with the opening hours) is here.
  const weekday = validDate ? isoWeekdayOf(date) : 0;
  const opening = daySheet?.opening_hours
    .find((hours) => hours.weekday === weekday)
    ?.periods.map((period) => period.from);
  const start = opening ? roomStartTime({ date, today, now: amsterdamTime(app.now()), opening }) : null;
  useEffect(() => {
    if (start) model.startAt(start);
  }, [model, start]);

  const shown = model.siteId.value === siteId && model.date.value === date ? model.plan.value : null;
  const planLink = app.links.linkTo('plan', { siteId });
  const sideLinks = [
    ...(date !== today && validDate
      ? [{ href: app.links.address('sheet', { siteId, date }), words: T.daySheet() }]
      : []),
    ...(planLink ? [{ href: planLink, words: T.planLink() }] : []),
  ];
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-room"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.notYours() }}
      sideLinks={sideLinks}
    >
      <LoadState
        refusal={model.refusal.value ?? app.sheet.refusal.value}
        loading={(model.loading.value && !shown) || (app.sheet.loading.value && !daySheet)}
        loadingWords={T.loading()}
      />
      {shown && daySheet && (
        <div class="staff-room__body">
          <div class="staff-room__main">
            <TimeControl today={date === today} />
            <Areas />
          </div>
          <aside class="staff-room__side" aria-label={T.panel.label()}>
            <RoomPanel today={date === today} />
          </aside>
        </div>
      )}
    </RestaurantScreen>
  );
}
