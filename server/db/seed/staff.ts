/**
 * Staff accounts of the demo: one per role for two restaurants and a chain admin, so a person trying the
 * product can sign in at /staff as each (the codes arrive in the development outbox). Never in production, where
 * the first admin comes from `npm run staff:admin` (scripts/staff-admin.ts).
 */
import { randomUUID } from 'node:crypto';
import type { StaffRoleGrant } from '../../../shared/staff/rules';
import type { Db } from '../client';
import { insertStaff } from '../staff';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';

export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; grants: StaffRoleGrant[] }> = [
  {
    email: 'host.amsterdam@tafel.example',
    name: 'Sanne (host, Amsterdam)',
    grants: [{ site_id: AMSTERDAM, role: 'host' }],
  },
  {
    email: 'manager.amsterdam@tafel.example',
    name: 'Daan (manager, Amsterdam)',
    grants: [{ site_id: AMSTERDAM, role: 'manager' }],
  },
  {
    email: 'host.rotterdam@tafel.example',
    name: 'Fatima (host, Rotterdam)',
    grants: [{ site_id: ROTTERDAM, role: 'host' }],
  },
  {
    email: 'manager.rotterdam@tafel.example',
    name: 'Joris (manager, Rotterdam)',
    grants: [{ site_id: ROTTERDAM, role: 'manager' }],
  },
  { email: 'admin@tafel.example', name: 'Eva (chain admin)', grants: [{ site_id: null, role: 'admin' }] },
];

/** Adds the demo staff that are not there yet (an account already there keeps its roles). */
export async function seedDemoStaff(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const staff of DEMO_STAFF)
      await insertStaff(tx, { id: randomUUID(), language: 'nl', ...staff }, now);
  });
}
