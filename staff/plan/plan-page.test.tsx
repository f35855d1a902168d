import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffContext } from '../shell/context';
import { click, settle } from '../testing/draw-rules';
import { STAFF, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { ROOM_PLAN } from '../testing/room-plan-fixture';
import { PlanPage } from './plan-page';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The plan of a restaurant, signed in as STAFF (a manager of site-2, a host of site-1). */
async function drawPlan(routes: Record<string, FakeRoute>, siteId = 'site-2') {
  const { app, calls } = testStaffApp({
    'GET /me': { status: 200, body: { staff: STAFF } },
    [`GET /sites/${siteId}/plan`]: { status: 200, body: ROOM_PLAN },
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
          <PlanPage siteId={siteId} />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { calls, root };
}

const tableButton = (root: Element, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.staff-plan-table')].find((button) =>
    button.getAttribute('aria-label')!.startsWith(`${label},`),
  )!;
const press = async (element: Element, key: string) => {
  act(() => void element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
  await settle();
};
const placed = (column: number) => ({
  status: 200,
  body: { table: { ...ROOM_PLAN.tables[0], column }, neighbours: ROOM_PLAN.neighbours },
});

describe('the plan of the room: the manager moves tables by keyboard, and hears where they went', () => {
  it('draws each table on its cell, named with its seats and its cell counted from 1', async () => {
    const { root } = await drawPlan({});
    expect(tableButton(root, 'T4').getAttribute('aria-label')).toBe('T4, 4 seats, column 1, row 1');
    expect(root.querySelector('#area-area-1')!.textContent).toBe('Restaurant');
  });

  it('a selected table moves right over its neighbours to the next free cell, and the move is said', async () => {
    const { root, calls } = await drawPlan({ 'PUT /sites/site-2/tables/t4/position': placed(3) });
    const t4 = tableButton(root, 'T4');
    await press(t4, 'ArrowRight');
    // Not selected yet: an arrow does nothing.
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await click(t4);
    expect(t4.getAttribute('aria-pressed')).toBe('true');
    await press(t4, 'ArrowRight');
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/sites/site-2/tables/t4/position',
      body: { seating_area_id: 'area-1', column: 3, row: 0 },
    });
    expect(root.querySelector('[role="status"]')!.textContent).toBe(
      'T4 now stands at column 4, row 1 in Restaurant.',
    );
    expect(tableButton(root, 'T4').getAttribute('aria-label')).toBe('T4, 4 seats, column 4, row 1');
  });

  it('at the grid’s edge the table stays, and the screen says why', async () => {
    const { root, calls } = await drawPlan({});
    const t4 = tableButton(root, 'T4');
    await click(t4);
    await press(t4, 'ArrowUp');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('at the edge of the plan');
  });

  it('a cell the server says is taken puts the plan back and says so', async () => {
    const { root } = await drawPlan({
      'PUT /sites/site-2/tables/t4/position': { status: 409, body: { error: 'plan_cell_taken' } },
    });
    const t4 = tableButton(root, 'T4');
    await click(t4);
    await press(t4, 'ArrowDown');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Another table stands on that cell. Choose a free one.',
    );
    expect(tableButton(root, 'T4').getAttribute('aria-label')).toBe('T4, 4 seats, column 1, row 1');
  });

  it('neighbours are saved for the selected table, among the combinable tables of its area', async () => {
    const { root, calls } = await drawPlan({
      'PUT /sites/site-2/tables/t4/neighbours': {
        status: 200,
        body: {
          neighbours: [
            ['t4', 't5'],
            ['t5', 't6'],
          ],
        },
      },
    });
    await click(tableButton(root, 'T4'));
    const boxes = [...root.querySelectorAll<HTMLInputElement>('.staff-plan-panel__neighbours input')];
    expect(boxes.map((box) => box.parentElement!.textContent)).toEqual(['T5', 'T6']);
    await click(boxes[0]!);
    const form = root.querySelector('.staff-plan-panel__neighbours')!.closest('form')!;
    act(() => void form.dispatchEvent(new Event('submit', { cancelable: true })));
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { neighbour_ids: ['t5'] } });
    expect(root.querySelector('[role="status"]')!.textContent).toBe('T4 is pushed together with 1 table.');
  });

  it('a host reads that the plan is a manager’s, and nothing is fetched', async () => {
    const { root, calls } = await drawPlan({}, 'site-1');
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('for managers');
    expect(calls.some((call) => call.path.endsWith('/plan'))).toBe(false);
  });
});
