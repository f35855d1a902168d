/** Availability types ("Availability response"), shared by the API answer, the server and the widget. */

/** Wall-clock time in Europe/Amsterdam, 'HH:mm'. */
export type ClockTime = string;

/** A calendar date in Europe/Amsterdam, 'YYYY-MM-DD'. */
export type CalendarDate = string;

export type ChristmasCategory = 'lunch' | 'dinner';

export interface TimeSlot {
  /** 'HH:mm' in Europe/Amsterdam. */
  time: ClockTime;
  is_available: boolean;
  online_suspended: boolean;
  /** Shown next to the time on Christmas days, e.g. 'until 15.00' (English). */
  end_time_note?: string;
  /** The same end as a time, 'HH:mm', for a client to say in its guest's language. */
  end_time?: ClockTime;
  christmas_category?: ChristmasCategory;
}

export interface SeatingArea {
  seating_area_uid: string;
}

export interface Session {
  session_name: string;
  seating_areas: SeatingArea[];
  times: TimeSlot[];
}

/** A slot flattened out of its session, as returned by visibleSlots/bookableSlots. */
export interface SessionSlot extends TimeSlot {
  session_name: string;
}
