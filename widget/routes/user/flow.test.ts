import { describe, expect, it } from 'vitest';
import { nextStep, whereToBe } from '../flow-table';
import { userFlow, type UserFacts, type UserStep } from './flow';

const facts = (contactPending: boolean, contactConfirmed = false): UserFacts => ({
  contactPending,
  contactConfirmed,
});

describe('user flow: edit → (a new e-mail) code-input → process → index', () => {
  it.each<[UserStep, string]>([
    ['user-edit', 'user-edit-code-input'],
    ['user-edit-code-input', 'user-edit-process'],
    ['user-edit-process', 'index'],
  ])('%s → %s', (step, next) => {
    expect(nextStep(userFlow, step, facts(true))).toBe(next);
  });

  it.each<[UserStep, boolean, UserStep]>([
    ['user-edit-code-input', false, 'user-edit'],
    ['user-edit-code-input', true, 'user-edit-code-input'],
    ['user-edit', false, 'user-edit'],
  ])(
    'a guest without a new e-mail waiting cannot enter its code step: %s, pending %s → %s',
    (step, pending, expected) => {
      expect(whereToBe(userFlow, step, facts(pending))).toBe(expected);
    },
  );

  it.each<[boolean, UserStep]>([
    [false, 'user-edit'],
    [true, 'user-edit-process'],
  ])('the success step only after a confirmed change: confirmed %s → %s', (confirmed, expected) => {
    expect(whereToBe(userFlow, 'user-edit-process', facts(false, confirmed))).toBe(expected);
  });
});
