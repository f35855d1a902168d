/**
 * The plan of the room: any staff member of the restaurant reads it; its manager places tables on the grid, sets which
 * may be pushed together (symmetric, one area, combinable only) and names the areas. Every change is audited before ->
 * after, and the next party is seated by the new plan at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

type PlanTable = {
  id: string;
  label: string;
  seating_area_id: string;
  column: number | null;
  row: number | null;
};
type Plan = { areas: Array<{ id: string; name: string }>; tables: PlanTable[]; neighbours: string[][] };

let h: Harness;
let tokens: StaffWorld['tokens'];
const base = `/staff/sites/${SITE_AMSTERDAM}`;
const plan = async (token = tokens.manager): Promise<Plan> =>
  (await h.request('GET', `${base}/plan`, { token })).body;
const tableNamed = (shown: Plan, label: string) => shown.tables.find((table) => table.label === label)!;

beforeAll(async () => {
  ({ h, tokens } = await openStaffWorld());
  h.clock.now = START_NOW;
});
afterAll(async () => h?.close());

describe('the plan of the room', () => {
  it('is read by a host too: the seeded tables on their cells, the window row as neighbours', async () => {
    const answer = await h.request('GET', `${base}/plan`, { token: tokens.host });
    expect(answer.status).toBe(200);
    const shown: Plan = answer.body;
    expect(shown.areas[0]).toMatchObject({ name: 'Restaurant' });
    expect(tableNamed(shown, 'T1')).toMatchObject({ column: 0, row: 0 });
    const [t1, t2] = [tableNamed(shown, 'T1').id, tableNamed(shown, 'T2').id];
    expect(shown.neighbours).toContainEqual([t1, t2].sort());
  });

  it.each<[string, string, string, number]>([
    ['a host may not place a table', 'host', 'PUT', 403],
    ['a host of another restaurant may not read it', 'otherHost', 'GET', 403],
  ])('%s', async (_rule, who, method, status) => {
    const t1 = tableNamed(await plan(), 'T1');
    const path = method === 'GET' ? `${base}/plan` : `${base}/tables/${t1.id}/position`;
    const body = method === 'GET' ? undefined : { seating_area_id: t1.seating_area_id, column: 9, row: 7 };
    expect((await h.request(method, path, { token: tokens[who], body })).status).toBe(status);
  });

  it('a manager moves a table to a free cell; it stays there, and the audit has before and after', async () => {
    const t1 = tableNamed(await plan(), 'T1');
    const moved = await h.request('PUT', `${base}/tables/${t1.id}/position`, {
      token: tokens.manager,
      body: { seating_area_id: t1.seating_area_id, column: 11, row: 7 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.table).toMatchObject({ label: 'T1', column: 11, row: 7 });
    expect(tableNamed(await plan(), 'T1')).toMatchObject({ column: 11, row: 7 });
    const audit = await h.request('GET', `${base}/audit`, { token: tokens.manager });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'table_placed',
      before: { column: 0, row: 0 },
      after: { column: 11, row: 7 },
    });
  });

  it.each<[string, { column: number | null; row: number | null }, number, string]>([
    ['a cell another table stands on', { column: 1, row: 0 }, 409, 'plan_cell_taken'],
    ['past the grid’s edge', { column: 12, row: 0 }, 422, 'plan_cell_invalid'],
    ['a column without a row', { column: 3, row: null }, 422, 'plan_cell_invalid'],
  ])('a table is not placed on %s', async (_rule, cell, status, code) => {
    const t3 = tableNamed(await plan(), 'T3');
    const refused = await h.request('PUT', `${base}/tables/${t3.id}/position`, {
      token: tokens.manager,
      body: { seating_area_id: t3.seating_area_id, ...cell },
    });
    expect(refused.status).toBe(status);
    expect(refused.body.error).toBe(code);
  });

  it('neighbours are symmetric, and a table moved to another area leaves its own', async () => {
    const shown = await plan();
    const [t11, t13] = [tableNamed(shown, 'T11'), tableNamed(shown, 'T13')];
    const set = await h.request('PUT', `${base}/tables/${t11.id}/neighbours`, {
      token: tokens.manager,
      body: { neighbour_ids: [t13.id] },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const pairs: string[][] = set.body.neighbours;
    // T11 had T4 and T12 (the seeded row); now only T13, and T13 reads T11 as its neighbour too.
    expect(pairs.filter((pair) => pair.includes(t11.id))).toEqual([[t11.id, t13.id].sort()]);
    const conservatory = shown.areas.find((area) => area.name === 'Conservatory')!;
    const moved = await h.request('PUT', `${base}/tables/${t11.id}/position`, {
      token: tokens.manager,
      body: { seating_area_id: conservatory.id, column: 6, row: 6 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.neighbours.some((pair: string[]) => pair.includes(t11.id))).toBe(false);
    expect((await plan()).neighbours.some((pair) => pair.includes(t11.id))).toBe(false);
  });

  it.each<[string, (shown: Plan) => string[], string]>([
    ['a table of another area', (shown) => [tableNamed(shown, 'S1').id], 'neighbour_other_area'],
    ['a table that is not combinable', (shown) => [tableNamed(shown, 'T21').id], 'neighbour_not_combinable'],
    ['the table itself', (shown) => [tableNamed(shown, 'T2').id], 'neighbour_invalid'],
  ])('a neighbour is refused when it is %s', async (_rule, ids, code) => {
    const shown = await plan();
    const refused = await h.request('PUT', `${base}/tables/${tableNamed(shown, 'T2').id}/neighbours`, {
      token: tokens.manager,
      body: { neighbour_ids: ids(shown) },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(code);
  });

  it('a manager adds an area and renames one; a name another area has is refused', async () => {
    const added = await h.request('POST', `${base}/areas`, {
      token: tokens.manager,
      body: { name: ' Terras ' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.area.name).toBe('Terras');
    const renamed = await h.request('PUT', `${base}/areas/${added.body.area.id}`, {
      token: tokens.manager,
      body: { name: 'Serre' },
    });
    expect(renamed.body.area.name).toBe('Serre');
    expect((await plan()).areas.map((area) => area.name)).toEqual(['Restaurant', 'Conservatory', 'Serre']);
    const taken = await h.request('POST', `${base}/areas`, {
      token: tokens.manager,
      body: { name: 'serre' },
    });
    expect([taken.status, taken.body.error]).toEqual([409, 'area_name_taken']);
    const empty = await h.request('POST', `${base}/areas`, { token: tokens.manager, body: { name: '  ' } });
    expect([empty.status, empty.body.error]).toEqual([422, 'area_name_invalid']);
    const elsewhere = await h.request('POST', `/staff/sites/${SITE_ROTTERDAM}/areas`, {
      token: tokens.manager,
      body: { name: 'Terras' },
    });
    expect(elsewhere.status).toBe(403);
  });
});
