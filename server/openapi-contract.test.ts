/**
 * The document against the API's real answers: one visit to every documented operation, each answer checked against
 * its description by the harness (server/testing/contract.ts), and none of the operations left unanswered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, staffSignIn } from './testing/staff';
import {
  bookingBody,
  createHarness,
  signIn,
  SITE_AMSTERDAM,
  type AnswerBody,
  type Harness,
} from './testing/harness';

const SITE = `/sites/${SITE_AMSTERDAM}`;
const STAFF_SITE = `/staff/sites/${SITE_AMSTERDAM}`;

describe('every documented operation answers as its description says', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(async () => {
    await h.close();
  });

  /** A request that must answer `status` (the harness has checked its answer against the document). */
  const expectAnswer = async (
    status: number,
    method: string,
    path: string,
    options?: Parameters<Harness['request']>[2],
  ): Promise<AnswerBody> => {
    const answer = await h.request(method, path, options);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
    return answer.body;
  };

  it('the service, the restaurants and a guest from sign-up to cancelling', async () => {
    await expectAnswer(200, 'GET', '/health');
    await expectAnswer(503, 'GET', '/ready');
    await expectAnswer(200, 'GET', '/openapi.json');
    await expectAnswer(200, 'GET', '/sites?date=2026-11-10&party_size=2');
    await expectAnswer(200, 'GET', SITE);
    await expectAnswer(200, 'GET', `${SITE}/reservations/availability?date=2026-11-10&party_size=2,4`);
    await expectAnswer(202, 'POST', `${SITE}/turned-away`, {
      body: { date: '2026-11-10', party_size: 2, visit_id: 'contract-visit-0001' },
    });
    await expectAnswer(200, 'GET', `/images/${SITE_AMSTERDAM}/md.svg`);
    const [deal] = (await h.db.query<{ code: string }>('select code from deal_codes limit 1')).rows;
    await expectAnswer(200, 'GET', `/deal-codes/${deal!.code}`);

    await expectAnswer(200, 'POST', '/phone-checks', { body: { phone_number: '020 123 4567' } });
    const email = 'contract@example.nl';
    const token = await signIn(h, { phone: '+31612340077', email });
    const { reservation } = await expectAnswer(201, 'POST', `${SITE}/reservations`, {
      token,
      body: bookingBody({ email, phone_number: '+31612340077' }),
    });
    const booking = `${SITE}/reservations/${reservation.id}`;
    await expectAnswer(200, 'GET', booking, { token });
    await expectAnswer(200, 'GET', `${booking}/calendar.ics?lang=nl`);
    await expectAnswer(200, 'PATCH', booking, { token, body: { notes: 'By the window' } });
    await expectAnswer(200, 'POST', '/reservations/retrieve', {
      body: { confirmationNum: reservation.number, email },
    });
    await expectAnswer(200, 'GET', '/users/me', { token });
    await expectAnswer(202, 'PATCH', '/users/me', { token, body: { email: 'contract.new@example.nl' } });
    await expectAnswer(200, 'GET', '/users/me/reservations', { token });
    await expectAnswer(404, 'GET', `/reminders/opt-out/${'x'.repeat(43)}`);
    await expectAnswer(404, 'POST', `/reminders/opt-out/${'x'.repeat(43)}`);
    await expectAnswer(200, 'GET', '/users/me/data', { token });
    await expectAnswer(200, 'PATCH', '/users/me/consents', {
      token,
      body: { offers_and_news: true, language: 'en' },
    });
    await expectAnswer(200, 'GET', '/users/me/consents', { token });
    await expectAnswer(404, 'GET', `/consent/withdraw/${'x'.repeat(43)}`);
    await expectAnswer(404, 'POST', `/consent/withdraw/${'x'.repeat(43)}`);
    await expectAnswer(200, 'DELETE', booking, { token });
    await expectAnswer(200, 'DELETE', '/sessions/current', { token });
    // Another guest deletes their account.
    const leaving = await signIn(h, { phone: '+31612340078', email: 'contract.leaving@example.nl' });
    const { cancels } = await expectAnswer(200, 'GET', '/users/me/erasure', { token: leaving });
    await expectAnswer(200, 'POST', '/users/me/erasure', {
      token: leaving,
      body: { cancel: cancels.map((booking: { id: string }) => booking.id) },
    });
  });

  it('the waitlist: a guest joins, a host offers a table by hand, the guest declines and leaves', async () => {
    const email = 'waiting@example.nl';
    const token = await signIn(h, { phone: '+31612340078', email });
    const join = (date: string) =>
      expectAnswer(201, 'POST', `${SITE}/waitlist`, {
        token,
        body: { date, from: '18:30', until: '20:00', party_size: 2, first_name: 'Wim' },
      });
    const first = await join('2026-11-20');
    const second = await join('2026-11-21');
    await expectAnswer(200, 'GET', `${SITE}/waitlist`, { token });
    await expectAnswer(200, 'GET', `/waitlist/${first.token}`);
    await addStaff(h, 'host@waitlist.example', [{ site_id: SITE_AMSTERDAM, role: 'host' }]);
    const host = await staffSignIn(h, 'host@waitlist.example');
    await expectAnswer(200, 'GET', `${STAFF_SITE}/waitlist?date=2026-11-20`, { token: host });
    await expectAnswer(200, 'POST', `${STAFF_SITE}/waitlist/${first.request.id}/offer`, {
      token: host,
      body: { time: '19:00' },
    });
    await expectAnswer(200, 'POST', `/waitlist/${first.token}/decline`);
    await expectAnswer(200, 'POST', `/waitlist/${first.token}/leave`);
    await expectAnswer(200, 'DELETE', `${SITE}/waitlist/${second.request.id}`, { token });
  });

  it('the staff: the day, the stand, the rules, the settings, the reports and the accounts', async () => {
    await addStaff(h, 'admin@contract.example', [{ site_id: null, role: 'admin' }]);
    const token = await staffSignIn(h, 'admin@contract.example');
    await expectAnswer(200, 'GET', '/staff/me', { token });
    await expectAnswer(200, 'GET', `${STAFF_SITE}/day?date=2026-11-02`, { token });
    const events = await h.app.request(`${STAFF_SITE}/events`, { headers: { authorization: token } });
    expect(
      h.contract.problemsOf({
        method: 'GET',
        url: `${STAFF_SITE}/events`,
        status: events.status,
        contentType: events.headers.get('content-type'),
        body: '',
      }),
    ).toEqual([]);
    await events.body?.cancel();

    const { booking } = await expectAnswer(201, 'POST', `${STAFF_SITE}/walk-ins`, {
      token,
      body: { time: '12:00', party_size: 2, name: 'Walk In' },
    });
    await expectAnswer(200, 'POST', `${STAFF_SITE}/reservations/${booking.id}/visit`, {
      token,
      body: { visit: 'booked' },
    });
    await expectAnswer(200, 'PATCH', `${STAFF_SITE}/reservations/${booking.id}`, {
      token,
      body: { date: '2026-11-11', time: '18:00', party_size: 2 },
    });
    await expectAnswer(200, 'DELETE', `${STAFF_SITE}/reservations/${booking.id}`, {
      token,
      body: { reason: 'Guest called' },
    });
    const phoneBooking = {
      date: '2026-11-14',
      time: '19:00',
      party_size: 20,
      first_name: 'Anna',
      phone_number: '0612345601',
    };
    await expectAnswer(409, 'POST', `${STAFF_SITE}/reservations`, { token, body: phoneBooking });
    const { booking: taken } = await expectAnswer(201, 'POST', `${STAFF_SITE}/reservations`, {
      token,
      body: { ...phoneBooking, party_size: 4 },
    });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/reservations/${taken.id}/guest`, {
      token,
      body: { first_name: 'Anna', phone_number: '0612345601', language: 'nl', notes: 'Window' },
    });
    await expectAnswer(200, 'GET', `${STAFF_SITE}/search?q=${taken.number}`, { token });
    const guestRecord = `${STAFF_SITE}/reservations/${taken.id}/guest-record`;
    await expectAnswer(200, 'GET', guestRecord, { token });
    await expectAnswer(200, 'PUT', `${guestRecord}/notes`, {
      token,
      body: { tags: ['allergy'], note: 'Nuts' },
    });
    await expectAnswer(200, 'DELETE', `${guestRecord}/notes`, { token });
    const { sharing } = await expectAnswer(200, 'GET', '/staff/chain/guest-sharing', { token });
    await expectAnswer(200, 'PUT', '/staff/chain/guest-sharing', { token, body: sharing });
    const { restaurants } = await expectAnswer(200, 'GET', '/staff/chain/restaurants', { token });
    const { restaurant } = await expectAnswer(201, 'POST', '/staff/chain/restaurants', {
      token,
      body: { ...restaurants[0], id: undefined, slug: 'contract-restaurant' },
    });
    const chainRestaurant = `/staff/chain/restaurants/${restaurant.id}`;
    await expectAnswer(200, 'PUT', chainRestaurant, { token, body: { ...restaurant, id: undefined } });
    await expectAnswer(200, 'POST', `${chainRestaurant}/archive`, { token });
    await expectAnswer(200, 'POST', `${chainRestaurant}/unarchive`, { token });

    const rules = await expectAnswer(200, 'GET', `${STAFF_SITE}/rules`, { token });
    const { block } = await expectAnswer(201, 'POST', `${STAFF_SITE}/blocks`, {
      token,
      body: { date: '2026-11-12', from_time: '19:00', to_time: '19:15', reason: 'Private party' },
    });
    await expectAnswer(204, 'DELETE', `${STAFF_SITE}/blocks/${block.id}`, { token });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/stay`, {
      token,
      body: { stay_minutes: rules.stay_minutes },
    });

    const { settings, tables } = await expectAnswer(200, 'GET', `${STAFF_SITE}/settings`, { token });
    const eight = (tables as Array<{ id: string; seats: number }>).find((one) => one.seats === 8)!;
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/reservations/${taken.id}/tables`, {
      token,
      body: { table_ids: [eight.id] },
    });
    const { outage } = await expectAnswer(201, 'POST', `${STAFF_SITE}/tables/${eight.id}/outages`, {
      token,
      body: { from_date: '2026-11-14', to_date: '2026-11-15', reason: 'Broken leg' },
    });
    await expectAnswer(204, 'DELETE', `${STAFF_SITE}/tables/${eight.id}/outages/${outage.id}`, { token });
    await expectAnswer(409, 'DELETE', `${STAFF_SITE}/tables/${eight.id}`, { token });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/settings`, { token, body: settings });
    const { table } = await expectAnswer(201, 'POST', `${STAFF_SITE}/tables`, {
      token,
      body: { label: 'Contract', seats: 4, combinable: false },
    });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/tables/${table.id}`, {
      token,
      body: { label: 'Contract', seats: 6, combinable: false },
    });
    const plan = await expectAnswer(200, 'GET', `${STAFF_SITE}/plan`, { token });
    const planned = plan.tables as Array<{ id: string; label: string; seating_area_id: string }>;
    const [first, second] = ['T1', 'T2'].map((label) => planned.find((one) => one.label === label));
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/tables/${table.id}/position`, {
      token,
      body: { seating_area_id: first!.seating_area_id, column: 11, row: 7 },
    });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/tables/${first!.id}/neighbours`, {
      token,
      body: { neighbour_ids: [second!.id] },
    });
    const { area } = await expectAnswer(201, 'POST', `${STAFF_SITE}/areas`, {
      token,
      body: { name: 'Terras' },
    });
    await expectAnswer(200, 'PUT', `${STAFF_SITE}/areas/${area.id}`, { token, body: { name: 'Serre' } });
    await expectAnswer(204, 'DELETE', `${STAFF_SITE}/tables/${table.id}`, { token });
    await expectAnswer(200, 'GET', `${STAFF_SITE}/audit`, { token });
    await expectAnswer(200, 'GET', `${STAFF_SITE}/closed-reasons?date=2026-11-12&time=19:00&party_size=2`, {
      token,
    });

    const range = `from=2026-11-01&to=2026-11-30&site_id=${SITE_AMSTERDAM}`;
    await expectAnswer(200, 'GET', `/staff/reports?${range}`, { token });
    await expectAnswer(200, 'GET', `/staff/reports/bookings.csv?${range}`, { token });
    await expectAnswer(200, 'GET', `/staff/reports/turned-away?${range}`, { token });

    await expectAnswer(200, 'GET', '/staff/accounts', { token });
    const { member } = await expectAnswer(201, 'POST', '/staff/accounts', {
      token,
      body: {
        name: 'Hanna Host',
        email: 'host@contract.example',
        grants: [{ site_id: SITE_AMSTERDAM, role: 'host' }],
      },
    });
    await expectAnswer(200, 'PUT', `/staff/accounts/${member.id}/roles`, {
      token,
      body: { grants: [{ site_id: SITE_AMSTERDAM, role: 'manager' }] },
    });
    await expectAnswer(204, 'DELETE', `/staff/accounts/${member.id}`, { token });
    // A guest asks the chain for their data, then to be erased.
    const asking = await expectAnswer(201, 'POST', `${STAFF_SITE}/reservations`, {
      token,
      body: {
        date: '2026-11-13',
        time: '19:00',
        party_size: 2,
        first_name: 'Erik',
        phone_number: '0612345602',
      },
    });
    const askingRecord = `${STAFF_SITE}/reservations/${asking.booking.id}/guest-record`;
    await expectAnswer(200, 'GET', `${askingRecord}/data`, { token });
    const erasure = await expectAnswer(200, 'GET', `${askingRecord}/erasure`, { token });
    await expectAnswer(200, 'POST', `${askingRecord}/erasure`, {
      token,
      body: { cancel: erasure.cancels.map((booking: { id: string }) => booking.id) },
    });
    await expectAnswer(204, 'DELETE', '/staff/sessions/current', { token });
  });

  it('left no documented operation unanswered', () => {
    const answered = h.contract.answered();
    expect([...h.contract.documented()].filter((operation) => !answered.has(operation))).toEqual([]);
  });
});
