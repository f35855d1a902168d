import { describe, expect, it } from 'vitest';
import { accountAuditParts } from './account-audit';
import type { StaffRoleGrant } from './rules';

const host = (site: string): StaffRoleGrant => ({ site_id: site, role: 'host' });
const manager = (site: string): StaffRoleGrant => ({ site_id: site, role: 'manager' });
const ADMIN: StaffRoleGrant = { site_id: null, role: 'admin' };

describe('an account change is audited at every restaurant whose roles it touched', () => {
  it.each<[string, StaffRoleGrant[], StaffRoleGrant[], Array<[string | null, string[], string[]]>]>([
    ['a host added at A', [], [host('A')], [['A', [], ['host']]]],
    [
      'a member added at A and B',
      [],
      [host('A'), manager('B')],
      [
        ['A', [], ['host']],
        ['B', [], ['manager']],
      ],
    ],
    ['a host removed from A', [host('A')], [], [['A', ['host'], []]]],
    [
      'promoted at A, B untouched',
      [host('A'), host('B')],
      [manager('A'), host('B')],
      [['A', ['host'], ['manager']]],
    ],
    [
      'moved from A to B',
      [host('A')],
      [host('B')],
      [
        ['A', ['host'], []],
        ['B', [], ['host']],
      ],
    ],
    [
      'made chain admin: chain-wide and off A',
      [host('A')],
      [ADMIN],
      [
        ['A', ['host'], []],
        [null, [], ['admin']],
      ],
    ],
    ['roles saved unchanged: one chain-wide part', [host('A')], [host('A')], [[null, [], []]]],
  ])('%s', (_case, before, after, expected) => {
    expect(
      accountAuditParts(before, after).map((part) => [
        part.site_id,
        part.before.map((grant) => grant.role),
        part.after.map((grant) => grant.role),
      ]),
    ).toEqual(expected);
  });
});
