/**
 * A real `node server/main.ts`, its stdout and stderr captured whole, walked through a guest's booking
 * with a code and a manage link, the staff's sign-in and day sheet, and requests that fail without a fault. No
 * credential it handled appears anywhere in what it wrote; every line is JSON with time, level and msg; every
 * request has one access line with its id, route pattern, status and duration. /metrics is scraped on its own port.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { freePort, startServer, type ServerProcess } from '../support/server-process';

const AMSTERDAM = '1b8742b7-4076-495b-ac5e-52bc563c2a01';
const GUEST = {
  first_name: 'Lotte',
  last_name: 'Visser',
  email: 'lotte.visser@example.nl',
  phone: '0687650123',
};
const STAFF_EMAIL = 'manager.amsterdam@tafel.example';

type Line = Record<string, unknown>;

describe('a real server logs no credential, one JSON line per event, one access line per request', () => {
  let server: ServerProcess;
  let metricsPort = 0;
  let base = '';
  let output = '';
  let lines: Line[] = [];
  /** Every credential and personal value the walk handled, by what it is. */
  const secrets: Record<string, string> = {};
  /** Each request the walk made: its answer's X-Request-Id and status. */
  const made: Array<{ id: string; status: number }> = [];
  let scrape = '';
  let mainPortMetrics = '';

  async function call(
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    made.push({ id: answer.headers.get('x-request-id') ?? '', status: answer.status });
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // a page or a calendar file
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step reads the fields it needs
    return { status: answer.status, body: json as any, headers: answer.headers };
  }

  /** The newest code in the development outbox for `to`, written after `after`. */
  async function codeFor(to: string, after: number): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { body } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const found = (body.messages as Array<{ code?: string; created_at: string }>).find(
        (message) => message.code && Date.parse(message.created_at) >= after,
      );
      if (found?.code) return found.code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code for ${to}`);
  }

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ METRICS_PORT: String(metricsPort), LOG_LEVEL: 'trace', DATABASE_URL: '' }, [
      'ignore',
      'pipe',
      'pipe',
    ]);
    for (const stream of [server.child.stdout!, server.child.stderr!])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    base = `http://127.0.0.1:${server.port}`;
    secrets.email = GUEST.email;
    secrets.phone = GUEST.phone;
    // However the number is written (0687…, +31687…), these digits are in it.
    secrets.phoneDigits = GUEST.phone.slice(1);

    // The guest: signs up, asks a code, types a wrong one, then the right one.
    expect(
      (
        await call('POST', '/api/users', {
          body: {
            first_name: GUEST.first_name,
            last_name: GUEST.last_name,
            phone_number: GUEST.phone,
            email: GUEST.email,
          },
        })
      ).status,
    ).toBe(200);
    const asked = Date.now() - 1000;
    const temp = await call('POST', '/api/sessions', { body: { email: GUEST.email, remember: true } });
    expect(temp.status).toBe(200);
    secrets.tempToken = temp.body.token;
    secrets.code = await codeFor(GUEST.email, asked);
    const wrong = secrets.code === '000000' ? '111111' : '000000';
    expect(
      (await call('PATCH', '/api/sessions/current', { token: temp.body.token, body: { code: wrong } }))
        .status,
    ).toBe(400);
    const signedIn = await call('PATCH', '/api/sessions/current', {
      token: temp.body.token,
      body: { code: secrets.code },
    });
    expect(signedIn.status).toBe(200);
    secrets.sessionToken = signedIn.body.token;

    // A free time ten days ahead, booked under an Idempotency-Key, then the same request again (a replay).
    const date = addDays(todayDate(Date.now()), 10);
    const free = await call(
      'GET',
      `/api/sites/${AMSTERDAM}/reservations/availability?date=${date}&party_size=2`,
    );
    const time = (
      free.body.days[0].sessions as Array<{ times: Array<{ time: string; is_available: boolean }> }>
    )
      .flatMap((session) => session.times)
      .find((slot) => slot.is_available)!.time;
    secrets.idempotencyKey = `idem-${randomBytes(9).toString('hex')}`;
    const booking = {
      date,
      time,
      party_size: 2,
      first_name: GUEST.first_name,
      last_name: GUEST.last_name,
      email: GUEST.email,
      phone_number: GUEST.phone,
    };
    const headers = { 'idempotency-key': secrets.idempotencyKey };
    const booked = await call('POST', `/api/sites/${AMSTERDAM}/reservations`, {
      token: secrets.sessionToken,
      body: booking,
      headers,
    });
    expect(booked.status).toBe(201);
    const replayed = await call('POST', `/api/sites/${AMSTERDAM}/reservations`, {
      token: secrets.sessionToken,
      body: booking,
      headers,
    });
    expect(replayed.body.reservation.id).toBe(booked.body.reservation.id);
    const id: string = booked.body.reservation.id;
    secrets.reservationId = id;
    secrets.reservationNumber = booked.body.reservation.number;

    // The manage link: the reservation's id is the token, in the path and in Authorization.
    // The widget's manage page: its page, or 503 in a tree where the widget is not built.
    await call('GET', `/${id}/u`);
    expect((await call('GET', `/api/sites/${AMSTERDAM}/reservations/${id}`, { token: id })).status).toBe(200);
    expect((await call('GET', `/api/sites/${AMSTERDAM}/reservations/${id}/calendar.ics`)).status).toBe(200);
    expect(
      (
        await call('PATCH', `/api/sites/${AMSTERDAM}/reservations/${id}`, {
          token: id,
          body: { notes: 'Window' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/reservations/retrieve', {
          body: { confirmationNum: secrets.reservationNumber, email: GUEST.email },
        })
      ).status,
    ).toBe(200);

    // Requests that fail without a fault: a link that opens nothing, an unknown deal code, a route that is not there.
    secrets.deadLink = `Dead${randomBytes(12).toString('hex')}`;
    expect(
      (
        await call('GET', `/api/sites/${AMSTERDAM}/reservations/${secrets.deadLink}`, {
          token: secrets.deadLink,
        })
      ).status,
    ).toBe(401);
    secrets.dealCode = `NOPE-${randomBytes(4).toString('hex').toUpperCase()}`;
    expect((await call('GET', `/api/deal-codes/${secrets.dealCode}`)).status).toBe(422);
    expect((await call('GET', `/api/no-such-route/${secrets.deadLink}`)).status).toBe(404);
    // A client cannot choose its request id without our proxy in front.
    secrets.clientRequestId = `client-${randomBytes(6).toString('hex')}`;
    const chosen = await call('GET', '/api/health', { headers: { 'x-request-id': secrets.clientRequestId } });
    expect(chosen.headers.get('x-request-id')).not.toBe(secrets.clientRequestId);

    // The staff: a code by e-mail, the day sheet with the booking, then the guest cancels through the manage link.
    const staffAsked = Date.now() - 1000;
    const staffTemp = await call('POST', '/api/staff/sessions', { body: { email: STAFF_EMAIL } });
    expect(staffTemp.status).toBe(201);
    secrets.staffTempToken = staffTemp.body.token;
    secrets.staffCode = await codeFor(STAFF_EMAIL, staffAsked);
    const staff = await call('PATCH', '/api/staff/sessions/current', {
      token: staffTemp.body.token,
      body: { code: secrets.staffCode },
    });
    expect(staff.status).toBe(200);
    secrets.staffToken = staff.body.token;
    expect((await call('GET', '/api/staff/me', { token: secrets.staffToken })).status).toBe(200);
    const sheet = await call('GET', `/api/staff/sites/${AMSTERDAM}/day?date=${date}`, {
      token: secrets.staffToken,
    });
    expect(sheet.status).toBe(200);
    expect(JSON.stringify(sheet.body)).toContain(secrets.reservationNumber);
    expect((await call('DELETE', `/api/sites/${AMSTERDAM}/reservations/${id}`, { token: id })).status).toBe(
      200,
    );
    expect((await call('DELETE', '/api/staff/sessions/current', { token: secrets.staffToken })).status).toBe(
      204,
    );

    const ready = await call('GET', '/api/ready');
    expect(ready.body).toEqual({ ok: true, checks: { database: 'ok', migrations: 'ok', outbox: 'ok' } });
    scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    mainPortMetrics = await (await fetch(`${base}/metrics`)).text();

    // Stopped, so every line is written before it is read.
    await server.stop();
    lines = output
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return JSON.parse(line) as Line;
        } catch {
          return { unparsed: line };
        }
      });
  }, 180_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop();
  });

  it('no credential or personal value it handled appears in its output', () => {
    expect(Object.keys(secrets)).toHaveLength(15);
    for (const [what, value] of Object.entries(secrets)) {
      expect(value.length, what).toBeGreaterThanOrEqual(6);
      expect(output.includes(value), `${what} in the log`).toBe(false);
    }
  });

  it('every line is JSON with an ISO time, a level name and a message', () => {
    expect(lines.length).toBeGreaterThan(made.length);
    for (const line of lines) {
      expect(line, JSON.stringify(line)).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: expect.stringMatching(/^(trace|debug|info|warn|error|fatal)$/),
        msg: expect.any(String),
      });
    }
  });

  it('every request has one access line with its id, method, route pattern, status, duration and bytes', () => {
    const access = lines.filter((line) => line.msg === 'request');
    for (const line of access)
      expect(line).toMatchObject({
        req_id: expect.any(String),
        method: expect.stringMatching(/^[A-Z]+$/),
        route: expect.stringMatching(/^(\/|\*)/),
        status: expect.any(Number),
        duration_ms: expect.any(Number),
        bytes: expect.any(Number),
      });
    for (const { id, status } of made)
      expect(access.filter((line) => line.req_id === id).map((line) => line.status)).toEqual([status]);
    const routes = new Set(access.map((line) => `${line.method} ${line.route}`));
    for (const route of [
      'POST /api/sites/:siteId/reservations',
      'GET /api/sites/:siteId/reservations/:reservationId',
      'GET /api/sites/:siteId/reservations/:reservationId/calendar.ics',
      'DELETE /api/sites/:siteId/reservations/:reservationId',
      'GET /api/deal-codes/:code',
      'GET /api/staff/sites/:siteId/day',
      'GET /api/*',
      'GET /*',
    ])
      expect(routes).toContain(route);
  });

  it('/metrics on METRICS_PORT counts by route pattern and outcome; the main port serves no metrics', () => {
    expect(scrape).toMatch(/^tafel_bookings_made_total 1$/m);
    expect(scrape).toMatch(/^tafel_codes_sent_total\{purpose="sign_in"\} 1$/m);
    expect(scrape).toMatch(/^tafel_codes_sent_total\{purpose="staff_sign_in"\} 1$/m);
    expect(scrape).toMatch(/^tafel_codes_refused_total\{reason="wrong_code"\} 1$/m);
    expect(scrape).toMatch(
      /^tafel_http_requests_total\{method="POST",route="\/api\/sites\/:siteId\/reservations",status="201"\} 2$/m,
    );
    expect(scrape).toMatch(/^tafel_outbox_unsent_messages \d+$/m);
    expect(scrape).toMatch(/^nodejs_eventloop_lag_seconds /m);
    for (const [what, value] of Object.entries(secrets))
      expect(scrape.includes(value), `${what} in /metrics`).toBe(false);
    expect(mainPortMetrics).not.toContain('tafel_');
  });
});
