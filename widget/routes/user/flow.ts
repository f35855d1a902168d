import type { FlowStep, FlowTable } from '../flow-table';

/**
 * The user profile flow: edit the details; a new e-mail address or phone number is confirmed with a code
 * sent to it, then the success step. The user container is user/{uid}, alias u/{uid}; its edit step has the alias u.
 */
export type UserStep = 'user-edit' | 'user-edit-code-input' | 'user-edit-process';

/** What the guards look at (the user flow's model computes them). */
export interface UserFacts {
  /** A new e-mail address or phone number waits for its code (on the profile of the route's uid). */
  contactPending: boolean;
  /** A new contact was just confirmed (on the profile of the route's uid): the success step may show. */
  contactConfirmed: boolean;
}

const STEPS: readonly FlowStep<UserStep, UserFacts, UserStep | 'index'>[] = [
  {
    name: 'user-edit',
    // The bare container opens edit.
    paths: ['/user/:uid/edit', '/user/:uid/u', '/user/:uid', '/u/:uid/edit', '/u/:uid/u', '/u/:uid'],
    load: ({ user }) => user().then((chunk) => chunk.UserEditPage),
    // Other changes are saved in place; only a new e-mail address or phone number goes on to its code.
    next: () => 'user-edit-code-input',
  },
  {
    name: 'user-edit-code-input',
    paths: ['/user/:uid/edit/code-input', '/u/:uid/edit/code-input'],
    load: ({ user }) => user().then((chunk) => chunk.UserCodeInputPage),
    guard: (facts) => facts.contactPending,
    next: () => 'user-edit-process',
  },
  {
    name: 'user-edit-process',
    paths: ['/user/:uid/edit/process', '/u/:uid/edit/process'],
    load: ({ user }) => user().then((chunk) => chunk.UserProcessPage),
    // Only after a confirmed change, and only on the guest's own uid: no success told for nothing, or for another.
    guard: (facts) => facts.contactConfirmed,
    next: () => 'index',
  },
];

/** The profile: a guest a guard refuses (nothing pending or confirmed on this uid) starts again on the edit step. */
export const userFlow: FlowTable<UserStep, UserFacts, UserStep | 'index'> = { group: 'user', steps: STEPS };
