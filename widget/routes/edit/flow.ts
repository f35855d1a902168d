import type { FlowStep, FlowTable } from '../flow-table';

/**
 * The reservation edit and cancel flow: edit → edit/check → edit/process, then the guest's list;
 * cancel → cancel/success. A manage link carries the reservation in `conf`.
 */
export type EditStep =
  | 'reservation-edit'
  | 'reservation-edit-check'
  | 'reservation-edit-process'
  | 'reservation-cancel'
  | 'reservation-cancel-success';

/** What the guards look at (the edit flow's model computes them for the conf of the route). */
export interface EditFacts {
  /** A change was chosen on the edit step for this reservation. */
  hasDraft: boolean;
  /** This reservation's change was saved in this visit: its check and save steps are done. */
  changed: boolean;
}

const STEPS: readonly FlowStep<EditStep, EditFacts, EditStep | 'reservations-list' | 'index'>[] = [
  {
    name: 'reservation-edit',
    paths: ['/reservations/:conf/edit', '/:conf/u'],
    load: ({ edit }) => edit().then((chunk) => chunk.EditPage),
    next: () => 'reservation-edit-check',
  },
  {
    name: 'reservation-edit-check',
    paths: ['/reservations/:conf/edit/check', '/:conf/u/check'],
    load: ({ edit }) => edit().then((chunk) => chunk.EditCheckPage),
    guard: (facts) => facts.hasDraft,
    next: () => 'reservation-edit-process',
  },
  {
    name: 'reservation-edit-process',
    paths: ['/reservations/:conf/edit/process', '/:conf/u/process'],
    load: ({ edit }) => edit().then((chunk) => chunk.EditProcessPage),
    guard: (facts) => facts.hasDraft,
    // The list shows its success line.
    next: () => 'reservations-list',
  },
  {
    name: 'reservation-cancel',
    paths: ['/reservations/:conf/cancel', '/:conf/d'],
    load: ({ edit }) => edit().then((chunk) => chunk.CancelPage),
    next: () => 'reservation-cancel-success',
  },
  {
    name: 'reservation-cancel-success',
    paths: ['/reservations/:conf/cancel/success', '/:conf/d/success'],
    load: ({ edit }) => edit().then((chunk) => chunk.CancelSuccessPage),
    // Only when the app started the navigation; a first visit without it goes to /, an in-app one is stopped.
    arrivalGuard: ({ appStarted, isFirstVisit }) => (appStarted ? 'allow' : isFirstVisit ? 'home' : 'stop'),
    next: () => 'index',
  },
];

/**
 * Edit and cancel: a guest without a chosen change starts again on the edit step; Back into the check or save step
 * of a change already saved lands on the list that said so, not on a form to fill in again.
 */
export const editFlow: FlowTable<EditStep, EditFacts, EditStep | 'reservations-list' | 'index'> = {
  group: 'edit',
  steps: STEPS,
  fallback: (name, facts) =>
    facts.changed && (name === 'reservation-edit-check' || name === 'reservation-edit-process')
      ? 'reservations-list'
      : 'reservation-edit',
};
