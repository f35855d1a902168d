import { describe, expect, it } from 'vitest';
import { nextStep, whereToBe } from '../flow-table';
import { userFlow, type UserStep } from './flow';

describe('SPEC §2 user flow: edit → (a new e-mail) code-input → process → index', () => {
  it.each<[UserStep, string]>([
    ['user-edit', 'user-edit-code-input'],
    ['user-edit-code-input', 'user-edit-process'],
    ['user-edit-process', 'index'],
  ])('%s → %s', (step, next) => {
    expect(nextStep(userFlow, step, { contactPending: true })).toBe(next);
  });

  it.each<[UserStep, boolean, UserStep]>([
    ['user-edit-code-input', false, 'user-edit'],
    ['user-edit-code-input', true, 'user-edit-code-input'],
    ['user-edit', false, 'user-edit'],
  ])(
    'a guest without a new e-mail waiting cannot enter its code step: %s, pending %s → %s',
    (step, pending, expected) => {
      expect(whereToBe(userFlow, step, { contactPending: pending })).toBe(expected);
    },
  );
});
