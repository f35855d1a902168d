import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors } from './field-errors';
import { ProfileSchema, UserFormSchema } from './user-form';

const user = {
  first_name: 'Anna',
  last_name: 'de Vries',
  phone_number: '+31 6 1234 5678',
  email: 'anna@example.nl',
};

describe('user form: names required, valid phone, correct e-mail, subscribed default false', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['valid', user, {}],
    ['phone invalid', { ...user, phone_number: '+31 6 1234' }, { phone_number: { key: 'invalidPhone' } }],
    ['e-mail invalid', { ...user, email: 'anna@example' }, { email: { key: 'invalidEmail' } }],
    ['first name missing', { ...user, first_name: '' }, { first_name: { key: 'required' } }],
    ['not an object', null, { root: { key: 'required' } }],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(UserFormSchema, input)).toEqual(errors);
  });

  it('parses to cleaned data with subscribed false', () => {
    expect(v.parse(UserFormSchema, { ...user, email: 'ANNA@example.nl ' })).toEqual({
      first_name: 'Anna',
      last_name: 'de Vries',
      phone_number: '+31612345678',
      email: 'anna@example.nl',
      subscribed: false,
    });
  });
});

describe('profile: id, names, e-mail, phone and language en or nl', () => {
  const profile = { id: 'u1', ...user, language: 'nl' };
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['valid', profile, {}],
    ['language not offered', { ...profile, language: 'de' }, { language: { key: 'invalidLanguage' } }],
    ['no id', { ...profile, id: '' }, { id: { key: 'required' } }],
    ['new e-mail wrong', { ...profile, email: 'new@' }, { email: { key: 'invalidEmail' } }],
  ])('%s', (_rule, input, errors) => {
    expect(fieldErrors(ProfileSchema, input)).toEqual(errors);
  });
});
