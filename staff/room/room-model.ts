import { computed, signal } from '@preact/signals';
import type { RoomPlan } from '../../shared/api/staff-plan-answers';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { tablesNow, type TableNow } from '../../shared/staff/room-now';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import type { DaySheetModel } from '../sheet/day-sheet-model';
import { guestName } from '../sheet/search';
import { withBooking } from '../sheet/sheet-update';
import { createRoomApi, type RoomApi } from './room-api';

/** What the room's live region says after a change (words are the screen's). */
export type RoomNews =
  | { kind: 'walk_in'; partySize: number; tables: string[] }
  | { kind: 'moved'; name: string; tables: string[] };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The room's state: the plan, the moment shown (a time of the sheet's day), and the host's choice on it: free tables
 * for a walk-in (several pushed together), a party's table, or, while a party is being moved, the tables it goes to.
 * The day's bookings are the day sheet's (app.sheet), so the room follows every change live as the sheet does; a
 * walk-in or a move lands in the sheet as the API answers it.
 */
export function createRoomModel(api: RoomApi, day: Pick<DaySheetModel, 'sheet'>) {
  const siteId = signal<string | null>(null);
  const date = signal('');
  const plan = signal<RoomPlan | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const time = signal('12:00');
  const selection = signal<readonly string[]>([]);
  /** The booking being moved: a tap then picks the tables it goes to. */
  const moving = signal<string | null>(null);
  const changeRefusal = signal<StaffRefusal | null>(null);
  const news = signal<RoomNews | null>(null);
  const busy = signal(false);
  /** Whether the host set the time: the day's first opening, known later, does not overrule it. */
  let timeChosen = false;
  let latest = 0;

  /** The sheet's bookings, only when it shows this restaurant's day. */
  const bookings = computed<readonly SheetBooking[]>(() => {
    const sheet = day.sheet.value;
    return sheet && sheet.site_id === siteId.value && sheet.date === date.value ? sheet.bookings : [];
  });
  /** Each table's state at the time shown, by table id. */
  const states = computed(() => {
    const tables = plan.value?.tables ?? [];
    const moment = CLOCK.test(time.value) ? time.value : '12:00';
    const byLabel = tablesNow(
      tables.map((table) => table.label),
      bookings.value,
      moment,
    );
    return new Map(tables.map((table) => [table.id, byLabel.get(table.label)!]));
  });
  const labelsOf = (ids: readonly string[]) =>
    ids.map((id) => plan.value?.tables.find((table) => table.id === id)?.label ?? id);
  /** The booking at the one table chosen, when the choice is a party's table (not while moving). */
  const chosenBooking = computed<SheetBooking | null>(() => {
    if (moving.value || selection.value.length !== 1) return null;
    const state: TableNow<SheetBooking> | undefined = states.value.get(selection.value[0]!);
    return state && state.state !== 'free' ? state.booking : null;
  });
  const movingBooking = computed(() => bookings.value.find((booking) => booking.id === moving.value) ?? null);

  const settle = (booking: SheetBooking) => {
    const sheet = day.sheet.value;
    if (sheet && sheet.site_id === siteId.value && sheet.date === date.value)
      day.sheet.value = withBooking(sheet, booking);
  };

  return {
    siteId,
    date,
    plan,
    loading,
    refusal,
    time,
    selection,
    moving,
    changeRefusal,
    news,
    busy,
    states,
    chosenBooking,
    movingBooking,
    /** Opens a restaurant's day at a time, and reads its plan. */
    async open(site: string, day: string, startTime: string): Promise<void> {
      const request = ++latest;
      if (siteId.value !== site) plan.value = null;
      if (siteId.value !== site || date.value !== day) {
        time.value = startTime;
        timeChosen = false;
        selection.value = [];
        moving.value = null;
        news.value = null;
        changeRefusal.value = null;
      }
      siteId.value = site;
      date.value = day;
      loading.value = true;
      refusal.value = null;
      const result = await api.plan(site);
      if (request !== latest) return;
      loading.value = false;
      if (result.ok) plan.value = result.data;
      else refusal.value = result.refusal;
    },
    /**
     * A tap on a table. Moving a party: it toggles a table it goes to. Otherwise a party's table is chosen alone, and a
     * free table joins the free ones already chosen (or leaves them), to seat a walk-in at them together.
     */
    tap(tableId: string) {
      changeRefusal.value = null;
      const chosen = selection.value;
      const toggled = chosen.includes(tableId) ? chosen.filter((id) => id !== tableId) : [...chosen, tableId];
      if (moving.value) {
        selection.value = toggled;
        return;
      }
      const isFree = (id: string) => states.value.get(id)?.state === 'free';
      if (!isFree(tableId)) selection.value = chosen.length === 1 && chosen[0] === tableId ? [] : [tableId];
      else selection.value = chosen.every(isFree) ? toggled : [tableId];
    },
    /** The host's time: the room shows that moment. */
    setTime(value: string) {
      time.value = value;
      timeChosen = true;
    },
    /** The time the room opens at, once the day's opening hours are known; a time the host chose stays. */
    startAt(value: string) {
      if (!timeChosen) time.value = value;
    },
    clear() {
      selection.value = [];
      moving.value = null;
      changeRefusal.value = null;
    },
    /** Starts moving the chosen party: the next taps choose where it goes. */
    startMove() {
      const booking = chosenBooking.value;
      if (!booking) return;
      moving.value = booking.id;
      selection.value = [];
      changeRefusal.value = null;
    },
    /** Seats a walk-in at the chosen free tables, at the time shown (the sheet's day is today). */
    async seatWalkIn(partySize: number, name: string, reason = ''): Promise<boolean> {
      const site = siteId.value;
      const tableIds = [...selection.value];
      if (!site || tableIds.length === 0 || busy.value) return false;
      busy.value = true;
      changeRefusal.value = null;
      const result = await api.seatWalkIn(site, {
        time: time.value,
        party_size: partySize,
        name,
        table_ids: tableIds,
        ...(reason ? { outside_hours_reason: reason } : {}),
      });
      busy.value = false;
      if (!result.ok) {
        changeRefusal.value = result.refusal;
        return false;
      }
      settle(result.data.booking);
      news.value = { kind: 'walk_in', partySize, tables: labelsOf(tableIds) };
      return true;
    },
    /** Moves the party being moved to the chosen tables, for its whole stay. */
    async moveHere(): Promise<boolean> {
      const site = siteId.value;
      const booking = movingBooking.value;
      const tableIds = [...selection.value];
      if (!site || !booking || tableIds.length === 0 || busy.value) return false;
      busy.value = true;
      changeRefusal.value = null;
      const result = await api.chooseTables(site, booking.id, tableIds);
      busy.value = false;
      if (!result.ok) {
        changeRefusal.value = result.refusal;
        return false;
      }
      settle(result.data.booking);
      moving.value = null;
      // The party's new table stays chosen: the panel shows it where it now sits.
      selection.value = tableIds.slice(0, 1);
      news.value = { kind: 'moved', name: guestName(booking), tables: labelsOf(tableIds) };
      return true;
    },
  };
}

export type RoomModel = ReturnType<typeof createRoomModel>;

/** The screen's model in the app, made when the screen first loads (screens.ts). */
export const roomScreenModel = (app: StaffApp): RoomModel =>
  createRoomModel(createRoomApi(app.api), app.sheet);
