/**
 * Staff members for API tests (not a test): added straight into the database, signed in through the API; the staff
 * tests' restaurant.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRoleGrant } from '../../shared/staff/rules';
import { findStaffByEmail, insertStaff } from '../db/staff';
import { bookingBody, createHarness, lastCode, signIn, SITE_AMSTERDAM, type Harness } from './harness';

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

/** The day the staff tests' booking is on. */
export const BOOKED_DATE = '2026-11-10';

/** The staff API tests' restaurant: a host, a manager and an admin, a host elsewhere, and one guest's booking. */
export interface StaffWorld {
  h: Harness;
  tokens: Record<string, string>;
  guestToken: string;
  bookingId: string;
}

/** Opens the staff tests' restaurant on a fresh PGlite harness (close it with `h.close()`). */
export async function openStaffWorld(): Promise<StaffWorld> {
  const h = await createHarness('pglite');
  const member = async (email: string, grants: StaffRoleGrant[]) => {
    await addStaff(h, email, grants);
    return staffSignIn(h, email);
  };
  const tokens = {
    host: await member('host@a.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]),
    manager: await member('manager@a.example', [{ site_id: SITE_AMSTERDAM, role: 'manager' }]),
    otherHost: await member('host@r.example', [{ site_id: SITE_ROTTERDAM, role: 'host' }]),
    admin: await member('admin@chain.example', [{ site_id: null, role: 'admin' }]),
  };
  const guestToken = await signIn(h, { phone: '+31611195801', email: 'guest.staff@example.nl' });
  const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
    token: guestToken,
    body: bookingBody({
      date: BOOKED_DATE,
      time: '19:00',
      party_size: 4,
      email: 'guest.staff@example.nl',
      phone_number: '+31611195801',
      notes: 'Window, please',
    }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { h, tokens, guestToken, bookingId: booked.body.reservation.id };
}
