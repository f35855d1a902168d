/**
 * The forms a host opens on one booking (move, cancel, correct the details): a chunk of their own, fetched the first
 * time one opens, so the sheet's first screen carries only their buttons.
 */
export { MoveForm } from './move-form';
export { CancelForm, GuestForm } from './booking-changes';
