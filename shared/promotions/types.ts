import type { CalendarDate, ClockTime } from '../slots/types';
import type { Language } from '../constants';
import type { Instant } from '../time/instant';
import type { Refusal } from './refusals';

/** A single excluded day, or an inclusive [from, to] range of days, all 'YYYY-MM-DD'. */
export type DateOrRange = CalendarDate | readonly [from: CalendarDate, to: CalendarDate];

/** ISO weekday: 1 = Monday ... 5 = Friday, 6 = Saturday, 7 = Sunday (SPEC's "weekdays 5, 6, 7"). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A predicate over a slot time on a date; true keeps the slot. */
type TimeslotPredicate = (time: ClockTime, date: CalendarDate) => boolean;

/** Text that must appear in the booking notes to activate the offer. */
interface NotesFieldActivator {
  type: 'notesField';
  text: string;
}

/** One restaurant taking part in a promotion, with its own optional limits. */
export interface PromotionLocation {
  /** UUID from shared/locations. */
  id: string;
  name: string;
  /** First bookable slot, 'HH:mm', inclusive. */
  start_time?: ClockTime;
  /** Last bookable slot, 'HH:mm', inclusive. */
  end_time?: ClockTime;
  excludedDates?: readonly DateOrRange[];
  timeslotsFilterCb?: TimeslotPredicate;
}

/** The promotion types, plus the example type for the demonstration promotion. */
type PromotionType =
  | 'voucherAction'
  | 'cinemaDeal'
  | 'socialDeal'
  | 'kidsMenu'
  | 'loversBurger'
  | 'steakMenu'
  | 'voucherThreeCourse'
  | 'voucherLunchdeal'
  | 'example';

/** Calendar changes when the guest comes with a one-time deal code (the voucher action). */
interface DealCodeCalendar {
  /** Replaces endDate. */
  endDate?: CalendarDate;
  /** Added to excludedDates. */
  excludedDates?: readonly DateOrRange[];
}

/** An extra flow / promotion. Plain data; shared/promotions/evaluate.ts is the only code that reads it. */
export interface Promotion {
  /** Flow name, the key in PROMOTIONS. */
  name: string;
  /** What the guest reads ('You are booking with the offer {title}'), per language. */
  title: { en: string; nl: string };
  type: PromotionType;
  /** Set only on promotions that exist to try the flow; never a real offer. */
  example?: true;
  activator?: NotesFieldActivator;
  /** First bookable day, inclusive. */
  startDate?: CalendarDate;
  /** Last bookable day, inclusive. */
  endDate?: CalendarDate;
  excludedDaysOfWeek?: readonly IsoWeekday[];
  excludedDates?: readonly DateOrRange[];
  minGroupSize?: number;
  maxGroupSize?: number;
  locations: readonly PromotionLocation[];
  timeslotsFilterCb?: TimeslotPredicate;
  oneTimeDealCode?: DealCodeCalendar;
}

/** Options of the calendar checks. */
export interface CalendarOptions {
  /** The guest arrived with a one-time deal code, which may change the calendar. */
  dealCode?: string;
}

/**
 * A flow as the slot rules take it: the promotion with its rules bound (made by flowRules in ./flow-rules).
 * shared/slots imports only this type, so the evaluator, the blocking rules and the definitions load with a flow.
 */
export interface FlowRules {
  readonly promotion: Promotion;
  /** Refusals of a whole day at a location for a group (see evaluate.dayRefusals). */
  dayRefusals(
    locationId: string,
    date: CalendarDate,
    partySize: number,
    options?: CalendarOptions,
  ): Refusal[];
  /** Refusals of one slot time at a location, the day aside (see evaluate.timeRefusals). */
  timeRefusals(locationId: string, date: CalendarDate, time: ClockTime): Refusal[];
  /** Whether the promotion's calendar allows the date, before a location is known. */
  isDateAllowed(date: CalendarDate, options?: CalendarOptions): boolean;
  /** The text that activates the offer in the booking notes, if any. */
  activatorNote(): string | undefined;
  /** Whether the notes carry the activator text (true without an activator). */
  notesActivate(notes: string | undefined): boolean;
  /** The promotion's period on a day: not begun, running or ended, with its dates (see period.promotionPeriod). */
  period(today: CalendarDate, options?: CalendarOptions): PromotionPeriod;
  /** The promotion in a guest's words on the day `now` (see explain.explainPromotion). */
  explain(language: Language, now: Instant): PromotionExplanation;
}

/**
 * A promotion's period seen from one day ("Promotion rules"): not begun yet, running, or ended, with the dates that
 * bound it. With a one-time deal code the deal's own end date replaces the promotion's, as the calendar does.
 */
export type PromotionPeriod =
  | { status: 'notBegun'; startDate: CalendarDate; endDate?: CalendarDate }
  | { status: 'running'; startDate?: CalendarDate; endDate?: CalendarDate }
  | { status: 'ended'; startDate?: CalendarDate; endDate: CalendarDate };

/** A promotion told in the guest's language on the day `now` (./promotion-words.ts), from its data only. */
export interface PromotionExplanation {
  /** 'The offer Free kids menu ended on 31 October 2024.'; null while the promotion runs. */
  period(period: PromotionPeriod): string | null;
  /** The line under the calendar: its weekdays and the excluded dates still to come; null when it has neither. */
  calendarLine(options?: CalendarOptions): string | null;
  /** Why the promotion refuses a day, from the evaluator's refusals; null when it is not the promotion's doing. */
  dayReason(refusals: readonly Refusal[], options?: CalendarOptions): string | null;
  /** What the guest can do instead, and its button. */
  bookWithout: string;
  bookNormally: string;
  /** 'Booked with the offer Cinema deal.' */
  bookedWith: string;
}
