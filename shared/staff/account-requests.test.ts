import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StaffAddBodySchema, StaffRolesBodySchema } from './account-requests';

const SITE = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const OTHER = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';
const person = { name: 'Sanne Visser', email: 'sanne@tafel.example', language: 'en' };

describe('a new staff member (POST /staff/accounts)', () => {
  it.each<[string, unknown, boolean]>([
    ['a host at a restaurant', { ...person, grants: [{ site_id: SITE, role: 'host' }] }, true],
    ['a chain admin', { ...person, grants: [{ site_id: null, role: 'admin' }] }, true],
    [
      'roles at two restaurants',
      {
        ...person,
        grants: [
          { site_id: SITE, role: 'host' },
          { site_id: OTHER, role: 'manager' },
        ],
      },
      true,
    ],
    [
      'no language (Dutch)',
      { name: 'Sanne', email: 'sanne@tafel.example', grants: [{ site_id: SITE, role: 'host' }] },
      true,
    ],
    ['no role', { ...person, grants: [] }, false],
    [
      'two roles at one restaurant',
      {
        ...person,
        grants: [
          { site_id: SITE, role: 'host' },
          { site_id: SITE, role: 'manager' },
        ],
      },
      false,
    ],
    ['admin of one restaurant', { ...person, grants: [{ site_id: SITE, role: 'admin' }] }, false],
    ['host of no restaurant', { ...person, grants: [{ site_id: null, role: 'host' }] }, false],
    ['a role that does not exist', { ...person, grants: [{ site_id: SITE, role: 'owner' }] }, false],
    ['a restaurant that is no id', { ...person, grants: [{ site_id: 'amsterdam', role: 'host' }] }, false],
    ['no name', { ...person, name: '  ', grants: [{ site_id: SITE, role: 'host' }] }, false],
    [
      'an address that is none',
      { ...person, email: 'sanne', grants: [{ site_id: SITE, role: 'host' }] },
      false,
    ],
    [
      'a language we do not speak',
      { ...person, language: 'de', grants: [{ site_id: SITE, role: 'host' }] },
      false,
    ],
  ])('%s: valid %s', (_case, body, valid) => {
    expect(v.safeParse(StaffAddBodySchema, body).success).toBe(valid);
  });

  it('trims the name and lower-cases the address', () => {
    const parsed = v.parse(StaffAddBodySchema, {
      name: ' Sanne ',
      email: ' Sanne@Tafel.Example ',
      grants: [{ site_id: SITE, role: 'host' }],
    });
    expect(parsed).toMatchObject({ name: 'Sanne', email: 'sanne@tafel.example', language: 'nl' });
  });
});

describe('the roles of a member (PUT /staff/accounts/{id}/roles)', () => {
  it.each<[string, unknown, boolean]>([
    ['one role', { grants: [{ site_id: SITE, role: 'manager' }] }, true],
    [
      'chain admin beside a restaurant',
      {
        grants: [
          { site_id: null, role: 'admin' },
          { site_id: SITE, role: 'host' },
        ],
      },
      true,
    ],
    ['none (remove the account instead)', { grants: [] }, false],
    [
      'two chain admin roles',
      {
        grants: [
          { site_id: null, role: 'admin' },
          { site_id: null, role: 'admin' },
        ],
      },
      false,
    ],
    ['no list', {}, false],
  ])('%s: valid %s', (_case, body, valid) => {
    expect(v.safeParse(StaffRolesBodySchema, body).success).toBe(valid);
  });
});
