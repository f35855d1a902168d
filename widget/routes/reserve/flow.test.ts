import { describe, expect, it } from 'vitest';
import { mayEnter, nextStep, stepNumber, whereToBe } from '../flow-table';
import { pathFor } from '../table';
import { reservationFlow, type ReservationFacts, type ReservationStep } from './flow';

const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const none: ReservationFacts = {
  location: null,
  timeSlot: null,
  detailsValid: false,
  signedIn: false,
  emailQuestionOpen: false,
  hasResult: false,
  hasFailure: false,
  hasDouble: false,
};
const chosen: ReservationFacts = { ...none, location: SITE, timeSlot: '19:00' };
const detailed: ReservationFacts = { ...chosen, detailsValid: true };
const signedIn: ReservationFacts = { ...detailed, signedIn: true };

describe('reservation flow: filter → reserve → check-info → code-input → pre-process → process → success | failed', () => {
  it.each<[string, ReservationStep, ReservationFacts, ReservationStep]>([
    ['filter leads to the details', 'filter', chosen, 'reserve'],
    ['details lead to check info', 'reserve', detailed, 'check-info'],
    ['an anonymous guest approves, then enters a code', 'check-info', detailed, 'code-input'],
    ['a signed-in guest skips the code (code input)', 'check-info', signedIn, 'reserve-process'],
    [
      'a signed-in guest with another stored e-mail is asked first',
      'check-info',
      { ...signedIn, emailQuestionOpen: true },
      'reserve-pre-process',
    ],
    ['a checked code goes to the booking', 'code-input', signedIn, 'reserve-process'],
    [
      'a checked code with a differing e-mail goes to pre-process',
      'code-input',
      { ...signedIn, emailQuestionOpen: true },
      'reserve-pre-process',
    ],
    ['pre-process goes to the booking', 'reserve-pre-process', signedIn, 'reserve-process'],
    ['a booked table is success', 'reserve-process', { ...signedIn, hasResult: true }, 'reserve-success'],
    [
      'a refused booking is failed (409 and the rest)',
      'reserve-process',
      { ...signedIn, hasFailure: true },
      'reserve-failed',
    ],
    [
      'a possible double (409 possible_double) goes back to the check step, which asks about it',
      'reserve-process',
      { ...signedIn, hasDouble: true },
      'check-info',
    ],
    ['failed lets the guest restart from the filter', 'reserve-failed', none, 'filter'],
  ])('%s', (_, step, facts, expected) => {
    expect(nextStep(reservationFlow, step, facts)).toBe(expected);
  });
});

describe('guards: a refresh, deep link or Back never shows a step without what it needs', () => {
  it.each<[string, ReservationStep, ReservationFacts, boolean]>([
    ['filter is always open', 'filter', none, true],
    ['a guest without a chosen time cannot enter details', 'reserve', { ...none, location: SITE }, false],
    ['details with both', 'reserve', chosen, true],
    ['check info needs valid details', 'check-info', chosen, false],
    ['code input with valid details', 'code-input', detailed, true],
    ['the booking needs a session', 'reserve-process', detailed, false],
    ['the booking with a session', 'reserve-process', signedIn, true],
    ['success needs a result', 'reserve-success', signedIn, false],
    ['failed needs a reason', 'reserve-failed', { ...none, hasFailure: true }, true],
  ])('%s', (_, step, facts, expected) => {
    expect(mayEnter(reservationFlow, step, facts)).toBe(expected);
  });

  it.each<[string, ReservationStep, ReservationFacts, ReservationStep]>([
    ['process without a session falls back to the code', 'reserve-process', detailed, 'code-input'],
    ['check info without details falls back to the details', 'check-info', chosen, 'reserve'],
    ['details without a time fall back to the filter', 'reserve', none, 'filter'],
    ['success without a result goes to the furthest open step', 'reserve-success', detailed, 'code-input'],
    ['an allowed step stays', 'check-info', detailed, 'check-info'],
    [
      'Back from a refused time (its time no longer chosen) to the check step asks the times again on the filter',
      'check-info',
      { ...detailed, timeSlot: null, hasFailure: true },
      'filter',
    ],
  ])('%s', (_, step, facts, expected) => {
    expect(whereToBe(reservationFlow, step, facts)).toBe(expected);
  });
});

describe('routes and the 5-step indicator', () => {
  it.each<[ReservationStep, string, number]>([
    ['filter', '/filter', 1],
    ['reserve', `/restaurants/${SITE}/reserve`, 2],
    ['check-info', `/restaurants/${SITE}/check-info`, 3],
    ['code-input', `/restaurants/${SITE}/code-input`, 4],
    ['reserve-pre-process', `/restaurants/${SITE}/reserve/pre-process`, 4],
    ['reserve-process', `/restaurants/${SITE}/reserve/process`, 5],
    ['reserve-success', `/restaurants/${SITE}/reserve/success`, 5],
    ['reserve-failed', `/restaurants/${SITE}/reserve/failed`, 5],
  ])('%s is %s, step %i', (step, url, number) => {
    expect(pathFor(step, { sid: SITE })).toBe(url);
    expect(stepNumber(reservationFlow, step)).toBe(number);
  });
});

describe('Back after a booking is made opens the filter (a new booking), never a step that would book again', () => {
  const booked: ReservationFacts = { ...signedIn, hasResult: true };
  it.each<ReservationStep>(['reserve', 'check-info', 'code-input', 'reserve-pre-process'])(
    '%s after success → filter',
    (step) => {
      expect(mayEnter(reservationFlow, step, booked)).toBe(false);
      expect(whereToBe(reservationFlow, step, booked)).toBe('filter');
    },
  );
  it('the process page of the booking just made goes on to success', () => {
    expect(mayEnter(reservationFlow, 'reserve-process', booked)).toBe(true);
    expect(nextStep(reservationFlow, 'reserve-process', booked)).toBe('reserve-success');
  });
});
