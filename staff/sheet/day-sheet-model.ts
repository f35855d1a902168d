import { computed, signal } from '@preact/signals';
import type { DaySheet, SheetBooking } from '../../shared/staff/day-sheet';
import type { VisitStatus } from '../../shared/staff/rules';
import type { StaffRefusal } from '../api/refusal';
import type { GuestDetailsInput, MoveInput, StaffApi, StaffResult, WalkInInput } from '../api/staff-api';
import { bookingsInOrder, guestName, matchesSearch } from './search';
import { withBooking, withoutBooking } from './sheet-update';

/** What the sheet's live region tells a screen reader after a change (words are the screen's). */
export type SheetNews =
  | { kind: 'visit'; name: string; visit: VisitStatus; undone: boolean }
  | { kind: 'walk_in'; name: string; time: string; partySize: number }
  | { kind: 'move'; name: string; date: string; time: string; partySize: number }
  | { kind: 'cancelled'; name: string; time: string }
  | { kind: 'edited'; name: string }
  | { kind: 'day'; count: number };

/**
 * The day sheet's state and actions: the day on screen, the search, the visit moves and the walk-ins.
 * Only the latest day asked for lands, so paging quickly through days never shows an older answer.
 */
/** Whether the sheet hears changes as they happen: connecting, live, or offline (trying again). */
export type LiveState = 'connecting' | 'live' | 'offline';

const MINUTE_MS = 60_000;

/** Waits before following again after the line was lost: 1, 2, 4, 8, then every 15 seconds. */
export const reconnectDelay = (attempt: number): number => Math.min(15_000, 1000 * 2 ** attempt);

export function createDaySheetModel(
  api: Pick<
    StaffApi,
    'day' | 'setVisit' | 'addWalkIn' | 'moveBooking' | 'cancelBooking' | 'editGuest' | 'follow'
  >,
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  clock: () => number = Date.now,
) {
  const sheet = signal<DaySheet | null>(null);
  /** The time the visit buttons are judged at (shared/staff/clock-rules.ts), kept current by keepTime. */
  const now = signal(clock());
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const query = signal('');
  /** Bookings whose visit move is on its way: their buttons wait. */
  const pending = signal<ReadonlySet<string>>(new Set());
  /** A refused move, shown beside its booking. */
  const visitRefusal = signal<{ bookingId: string; refusal: StaffRefusal } | null>(null);
  const walkInRefusal = signal<StaffRefusal | null>(null);
  /** A refused move, shown in its booking's form. */
  const moveRefusal = signal<{ bookingId: string; refusal: StaffRefusal } | null>(null);
  /** A refused cancellation or correction, shown in its booking's form. */
  const changeRefusal = signal<{ bookingId: string; refusal: StaffRefusal } | null>(null);
  const news = signal<SheetNews | null>(null);
  const live = signal<LiveState>('connecting');
  let latest = 0;
  /** A quiet read of the day on screen is on its way (`again`: another change came meanwhile). */
  let refreshing: { again: boolean } | null = null;

  const visible = computed(() =>
    bookingsInOrder((sheet.value?.bookings ?? []).filter((booking) => matchesSearch(booking, query.value))),
  );
  const setPending = (id: string, on: boolean) => {
    const next = new Set(pending.value);
    if (on) next.add(id);
    else next.delete(id);
    pending.value = next;
  };

  /** Shows a restaurant's day; an answer to an older request is dropped. */
  async function load(siteId: string, date: string): Promise<void> {
    const request = ++latest;
    loading.value = true;
    refusal.value = null;
    if (sheet.value && (sheet.value.site_id !== siteId || sheet.value.date !== date)) sheet.value = null;
    const result = await api.day(siteId, date);
    if (request !== latest) return;
    loading.value = false;
    visitRefusal.value = null;
    walkInRefusal.value = null;
    moveRefusal.value = null;
    changeRefusal.value = null;
    if (result.ok) {
      sheet.value = result.data;
      news.value = { kind: 'day', count: result.data.bookings.length };
    } else {
      sheet.value = null;
      refusal.value = result.refusal;
    }
  }

  /**
   * Reads the day on screen again without a loading state or an announcement (a change came in): the rows stay put
   * while it travels. Changes that arrive meanwhile make one more read, not one each.
   */
  async function refresh(): Promise<void> {
    const current = sheet.value;
    if (!current) return;
    if (refreshing) {
      refreshing.again = true;
      return;
    }
    refreshing = { again: false };
    const request = latest;
    const result = await api.day(current.site_id, current.date);
    const again = refreshing.again;
    refreshing = null;
    if (request !== latest || sheet.value?.site_id !== current.site_id || sheet.value.date !== current.date)
      return;
    if (result.ok) sheet.value = result.data;
    if (again) await refresh();
  }

  /**
   * Follows a restaurant's changes while its day is on screen: a change of that day (or a word that some may have
   * been missed) reads the day again; a lost line is followed again after a while, and the day is read again then
   * (catching up). Answers the stop.
   */
  function follow(siteId: string, date: string): () => void {
    let stopFollowing = () => {};
    let cancelRetry = () => {};
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      live.value = attempt === 0 ? 'connecting' : 'offline';
      stopFollowing = api.follow(siteId, {
        ready() {
          attempt = 0;
          live.value = 'live';
          // What changed before the line opened (or while it was lost) is read now.
          void refresh();
        },
        change(change) {
          if ('all' in change || change.date === date) void refresh();
        },
        lost() {
          if (stopped) return;
          live.value = 'offline';
          cancelRetry = schedule(connect, reconnectDelay(attempt));
          attempt += 1;
        },
      });
    };
    connect();
    return () => {
      stopped = true;
      cancelRetry();
      stopFollowing();
    };
  }

  /** A change of one booking that answers the booking as it now is: shown in place, and said when it lands. */
  async function changeBooking(
    booking: SheetBooking,
    send: (siteId: string) => Promise<StaffResult<{ booking: SheetBooking }>>,
    done: SheetNews,
  ): Promise<boolean> {
    const current = sheet.value;
    if (!current || pending.value.has(booking.id)) return false;
    setPending(booking.id, true);
    changeRefusal.value = null;
    const result = await send(current.site_id);
    setPending(booking.id, false);
    if (!result.ok) {
      changeRefusal.value = { bookingId: booking.id, refusal: result.refusal };
      return false;
    }
    if (sheet.value?.site_id === current.site_id && sheet.value.date === current.date)
      sheet.value = withBooking(sheet.value, result.data.booking);
    news.value = done;
    return true;
  }

  /**
   * Keeps `now` current while the sheet is on screen, at the start of every minute (the clock rules open at whole
   * minutes), so 'No-show from 19:15' becomes No-show at 19:15 without a reload. Answers the stop.
   */
  function keepTime(): () => void {
    let cancel = () => {};
    const tick = () => {
      now.value = clock();
      cancel = schedule(tick, MINUTE_MS - (now.value % MINUTE_MS));
    };
    tick();
    return () => cancel();
  }

  return {
    sheet,
    now,
    keepTime,
    loading,
    live,
    follow,
    refresh,
    refusal,
    query,
    pending,
    visitRefusal,
    walkInRefusal,
    moveRefusal,
    changeRefusal,
    news,
    visible,
    load,
    /** Moves a visit forward, or undoes the last move; the sheet shows the booking as the API answers it. */
    async setVisit(booking: SheetBooking, visit: VisitStatus, undone = false): Promise<boolean> {
      const current = sheet.value;
      if (!current || pending.value.has(booking.id)) return false;
      setPending(booking.id, true);
      visitRefusal.value = null;
      const result = await api.setVisit(current.site_id, booking.id, visit);
      setPending(booking.id, false);
      if (!result.ok) {
        // Someone else moved it first: show the booking as it now is, and say why nothing happened.
        if (result.refusal.code === 'visit_move_refused') await load(current.site_id, current.date);
        visitRefusal.value = { bookingId: booking.id, refusal: result.refusal };
        return false;
      }
      // The day may have changed while the answer travelled: only a sheet of the same day takes it.
      if (sheet.value?.site_id === current.site_id && sheet.value.date === current.date)
        sheet.value = withBooking(sheet.value, result.data.booking);
      news.value = { kind: 'visit', name: guestName(booking), visit, undone };
      return true;
    },
    /**
     * Moves a booking to another date, time or party size; it stays on the sheet when the day stays, else it leaves.
     * A booking that can no longer move is shown as it now is.
     */
    async moveBooking(booking: SheetBooking, move: MoveInput): Promise<boolean> {
      const current = sheet.value;
      if (!current || pending.value.has(booking.id)) return false;
      setPending(booking.id, true);
      moveRefusal.value = null;
      const result = await api.moveBooking(current.site_id, booking.id, move);
      setPending(booking.id, false);
      if (!result.ok) {
        if (result.refusal.code === 'move_not_movable') await load(current.site_id, current.date);
        moveRefusal.value = { bookingId: booking.id, refusal: result.refusal };
        return false;
      }
      if (sheet.value?.site_id === current.site_id && sheet.value.date === current.date)
        sheet.value =
          move.date === current.date
            ? withBooking(sheet.value, result.data.booking)
            : withoutBooking(sheet.value, booking.id);
      news.value = {
        kind: 'move',
        name: guestName(booking),
        date: move.date,
        time: result.data.booking.time,
        partySize: result.data.booking.party_size,
      };
      return true;
    },
    /** Cancels a booking with the restaurant's reason; it stays on the sheet, struck through. */
    async cancelBooking(booking: SheetBooking, reason: string): Promise<boolean> {
      return changeBooking(booking, (siteId) => api.cancelBooking(siteId, booking.id, reason), {
        kind: 'cancelled',
        name: guestName(booking),
        time: booking.time,
      });
    },
    /** Corrects a booking's guest details and notes. */
    async editGuest(booking: SheetBooking, details: GuestDetailsInput): Promise<boolean> {
      return changeBooking(booking, (siteId) => api.editGuest(siteId, booking.id, details), {
        kind: 'edited',
        name: `${details.first_name} ${details.last_name}`.trim(),
      });
    },
    /** Writes a walk-in down; it joins the sheet at its time. */
    async addWalkIn(walkIn: WalkInInput): Promise<boolean> {
      const current = sheet.value;
      if (!current) return false;
      walkInRefusal.value = null;
      const result = await api.addWalkIn(current.site_id, walkIn);
      if (!result.ok) {
        walkInRefusal.value = result.refusal;
        return false;
      }
      if (sheet.value?.site_id === current.site_id && sheet.value.date === current.date)
        sheet.value = withBooking(sheet.value, result.data.booking);
      news.value = {
        kind: 'walk_in',
        name: guestName(result.data.booking),
        time: result.data.booking.time,
        partySize: result.data.booking.party_size,
      };
      return true;
    },
  };
}

export type DaySheetModel = ReturnType<typeof createDaySheetModel>;
