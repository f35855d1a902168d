import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffContext } from '../shell/context';
import { click, settle, submit, type } from '../testing/draw-rules';
import { booking, daySheet, STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { ROOM_PLAN } from '../testing/room-plan-fixture';
import { RoomPage } from './room-page';

const DAY = '2026-12-24';
/** Anna de Vries (4) sits at T4 since 19:00; Bakker (2) is booked at T6 at 20:30; T5 is free. */
const SHEET = daySheet([
  booking({ id: 'b1', visit: 'arrived', tables: ['T4'] }),
  booking({
    id: 'b2',
    number: 'TF-1002',
    time: '20:30',
    party_size: 2,
    first_name: '',
    last_name: 'Bakker',
    tables: ['T6'],
  }),
]);

afterEach(() => {
  document.body.innerHTML = '';
});

/** Today's room of site-1 (STAFF is a host there) at 19:07, the fake clock's now. */
async function drawRoom(routes: Record<string, FakeRoute>) {
  const { app, calls } = testStaffApp({
    'GET /me': { status: 200, body: { staff: STAFF } },
    'GET /sites/site-1/plan': { status: 200, body: ROOM_PLAN },
    [`GET /sites/site-1/day?date=${DAY}`]: { status: 200, body: SHEET },
    ...routes,
  });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage('en');
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <RoomPage siteId="site-1" date={DAY} />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { calls, root };
}

const names = (root: Element) =>
  [...root.querySelectorAll('.staff-room-table')].map((button) => button.getAttribute('aria-label'));
const tableButton = (root: Element, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.staff-room-table')].find((button) =>
    button.getAttribute('aria-label')!.startsWith(label),
  )!;
const buttonNamed = (root: Element, words: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === words)!;

describe('the room: who sits where at a time, and the host’s choice of tables', () => {
  it('opens today at now: the party at its table, a free table until the next booking on it', async () => {
    const { root } = await drawRoom({});
    expect(root.querySelector<HTMLInputElement>('#room-time')!.value).toBe('19:07');
    expect(names(root)).toEqual([
      'T4: Anna de Vries, 4 guests, until 21:00',
      'T5, 2 seats: free all evening',
      'T6, 4 seats: free until 20:30',
    ]);
  });

  it('at another time the room follows: at 20:45 Bakker is expected at T6', async () => {
    const { root } = await drawRoom({});
    await type(root.querySelector('#room-time'), '20:45');
    expect(tableButton(root, 'T6').getAttribute('aria-label')).toBe(
      'T6: Bakker, 2 guests, booked at 20:30, not in yet',
    );
  });

  it('two free neighbours chosen seat a walk-in there, and it shows at once', async () => {
    const seated = booking({
      id: 'w1',
      first_name: '',
      last_name: 'Visser',
      party_size: 5,
      channel: 'walk_in',
      visit: 'arrived',
      time: '19:07',
      tables: ['T5', 'T6'],
    });
    const { root, calls } = await drawRoom({
      'POST /sites/site-1/walk-ins': { status: 201, body: { booking: seated } },
    });
    await click(tableButton(root, 'T5'));
    await click(tableButton(root, 'T6'));
    expect(root.querySelector('.staff-room-panel__what')!.textContent).toBe('T5 + T6: 6 seats together');
    await type(root.querySelector('#room-party'), '5');
    await type(root.querySelector('#room-name'), 'Visser');
    await submit(root.querySelector('.staff-room-panel__form'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { time: '19:07', party_size: 5, name: 'Visser', table_ids: ['t5', 't6'] },
    });
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Walk-in of 5 seated at T5 + T6.');
    expect(tableButton(root, 'T5').getAttribute('aria-label')).toBe('T5: Visser, 5 guests, until 21:07');
  });

  it('moving a party onto a table another booking holds is refused, naming that booking', async () => {
    const { root, calls } = await drawRoom({
      'PUT /sites/site-1/reservations/b1/tables': {
        status: 409,
        body: {
          error: 'table_taken',
          table: 'T6',
          booking: { number: 'TF-1002', name: 'Bakker', party_size: 2, start: '20:30' },
        },
      },
    });
    await click(tableButton(root, 'T4'));
    await click(buttonNamed(root, 'Move to…'));
    await click(tableButton(root, 'T6'));
    await click(buttonNamed(root, 'Move here'));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { table_ids: ['t6'] } });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'T6 is held by Bakker (2) at 20:30. Choose another table.',
    );
  });
});
