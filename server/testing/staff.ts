/** Staff members for API tests (not a test): added straight into the database, signed in through the API. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import { findStaffByEmail, insertStaff } from '../db/staff';
import { lastCode, type Harness } from './harness';

export const SITE_ROTTERDAM = 'f33c6e62-74dc-462f-9fbe-a4a73396c75a';

/** Adds a staff member with these roles; answers their id. */
export async function addStaff(h: Harness, email: string, grants: StaffRoleGrant[]): Promise<string> {
  await insertStaff(
    h.db,
    { id: randomUUID(), email, name: email.split('@')[0]!, language: 'en', grants },
    h.clock.now,
  );
  return (await findStaffByEmail(h.db, email))!.id;
}

/** Signs a staff member in through the API with the code from the outbox; answers the session token. */
export async function staffSignIn(h: Harness, email: string): Promise<string> {
  const asked = await h.request('POST', '/staff/sessions', { body: { email } });
  expect(asked.status).toBe(201);
  const checked = await h.request('PATCH', '/staff/sessions/current', {
    token: asked.body.token,
    body: { code: lastCode(h, email) },
  });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return checked.body.token;
}
