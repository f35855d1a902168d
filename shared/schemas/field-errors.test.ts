import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messageText } from '../message-text';
import { fieldErrors } from './field-errors';

const Schema = v.pipe(
  v.object({
    size: v.pipe(v.number(), v.minValue(2, 'minGroupSize'), v.maxValue(14, 'maxGroupSize')),
    email: v.pipe(v.string(), v.nonEmpty('required'), v.email('invalidEmail')),
    nested: v.optional(v.object({ name: v.pipe(v.string(), v.nonEmpty('required')) })),
  }),
  v.check((form) => form.size !== 13, 'dateNotAvailable'),
);

describe('field errors: the first message key per field, bounds as {value}', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['valid input has no errors', { size: 2, email: 'a@b.nl' }, {}],
    [
      'a minimum carries its value',
      { size: 1, email: 'a@b.nl' },
      { size: { key: 'minGroupSize', values: { value: 2 } } },
    ],
    [
      'a maximum carries its value',
      { size: 15, email: 'a@b.nl' },
      { size: { key: 'maxGroupSize', values: { value: 14 } } },
    ],
    ['only the first message of a field', { size: 3, email: '' }, { email: { key: 'required' } }],
    ['a missing field without own message is required', { email: 'a@b.nl' }, { size: { key: 'required' } }],
    [
      'nested fields by dot path',
      { size: 2, email: 'a@b.nl', nested: { name: '' } },
      { 'nested.name': { key: 'required' } },
    ],
    ['whole-form rules go to root', { size: 13, email: 'a@b.nl' }, { root: { key: 'dateNotAvailable' } }],
    [
      'several fields at once',
      { size: 20, email: 'x' },
      { size: { key: 'maxGroupSize', values: { value: 14 } }, email: { key: 'invalidEmail' } },
    ],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(Schema, input)).toEqual(errors);
  });

  it("turns into the SPEC's words with messageText", () => {
    const error = fieldErrors(Schema, { size: 1, email: 'a@b.nl' }).size;
    expect(error && messageText(error.key, error.values)).toBe('Minimum group size is 2 persons');
  });
});
