import { describe, expect, it } from 'vitest';
import { mayEnter, nextStep, stepOf, whereToBe } from '../flow-table';
import { editFlow, type EditStep } from './flow';

describe('cancel success only after an app-started navigation', () => {
  const guard = stepOf(editFlow, 'reservation-cancel-success').arrivalGuard!;
  it.each([
    [true, true, 'allow'],
    [true, false, 'allow'],
    [false, true, 'home'],
    [false, false, 'stop'],
  ] as const)('app started %s, first visit %s → %s', (appStarted, isFirstVisit, decision) => {
    expect(guard({ appStarted, isFirstVisit })).toBe(decision);
  });

  it('no other edit step depends on how the guest arrived', () => {
    const arrivalGuarded = editFlow.steps.filter((step) => step.arrivalGuard).map((step) => step.name);
    expect(arrivalGuarded).toEqual(['reservation-cancel-success']);
  });
});

describe('edit flow: edit → edit/check → edit/process, then the list; cancel → cancel/success', () => {
  it.each<[EditStep, string]>([
    ['reservation-edit', 'reservation-edit-check'],
    ['reservation-edit-check', 'reservation-edit-process'],
    ['reservation-edit-process', 'reservations-list'],
    ['reservation-cancel', 'reservation-cancel-success'],
    ['reservation-cancel-success', 'index'],
  ])('%s → %s', (step, next) => {
    expect(nextStep(editFlow, step, { hasDraft: true, changed: false })).toBe(next);
  });
});

describe('guards: a guest without a chosen change cannot check or save it', () => {
  it.each<[EditStep, boolean, EditStep]>([
    ['reservation-edit', false, 'reservation-edit'],
    ['reservation-edit-check', false, 'reservation-edit'],
    ['reservation-edit-process', false, 'reservation-edit'],
    ['reservation-edit-check', true, 'reservation-edit-check'],
    ['reservation-edit-process', true, 'reservation-edit-process'],
    ['reservation-cancel', false, 'reservation-cancel'],
  ])('%s with a change chosen: %s → %s', (step, hasDraft, expected) => {
    expect(mayEnter(editFlow, step, { hasDraft, changed: false })).toBe(expected === step);
    expect(whereToBe(editFlow, step, { hasDraft, changed: false })).toBe(expected);
  });

  it.each<[EditStep, string]>([
    ['reservation-edit-check', 'reservations-list'],
    ['reservation-edit-process', 'reservations-list'],
    ['reservation-edit', 'reservation-edit'],
  ])('Back into %s of a change already saved: %s, not the form again', (step, expected) => {
    expect(whereToBe(editFlow, step, { hasDraft: false, changed: true })).toBe(expected);
  });
});
