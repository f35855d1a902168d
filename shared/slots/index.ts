/** Slot rules of small pure rules and one composed path (bookableSlots / isSlotBookable). */
export * from './types';
export { isShownOnline, isOpenForBooking, isClosedOnline, isGroupOnline } from './online';
export { isWithinSiteWindow } from './site-window';
export { SPECIAL_CLOSURES, closureOn, isSpeciallyClosed, type SpecialClosure } from './closures';
export { CHRISTMAS_DAYS, isChristmasDay, christmasCategory, applyChristmasRules } from './christmas';
export { applyYearEndRule } from './year-end';
export {
  visibleSessions,
  visibleSlots,
  bookableSlots,
  dayRefusal,
  isDayOpen,
  type SlotQuery,
  type DayQuery,
} from './bookable';
export {
  isSlotBookable,
  checkSlot,
  type SlotCheck,
  type SlotRefusal,
  type SlotRefusalCode,
  type SlotRequest,
} from './slot-check';
export { findDoubleBooking, type BookedStay, type DoubleBooking } from './double-booking';
