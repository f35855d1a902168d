import { describe, expect, it } from 'vitest';
import { screenModel } from '../shell/create-staff-app';
import { booking, testStaffApp, type FakeRoute } from '../testing/fake-api';
import { rulesScreenModel } from './rules-model';

const RULES = {
  stay_minutes: [
    { up_to: 4, minutes: 120 },
    { up_to: null, minutes: 180 },
  ],
  blocks: [
    {
      id: 'k1',
      date: '2026-12-31',
      weekday: null,
      from_time: '18:00',
      to_time: '23:59',
      reason: 'Oudejaarsavond',
    },
  ],
};
const ENTRY = {
  id: 'a1',
  at: '2026-12-24T18:04:00Z',
  staff_name: 'Sanne Bakker',
  action: 'visit',
  subject: 'TF-1001',
  before: 'booked',
  after: 'arrived',
};
const BASE: Record<string, FakeRoute> = {
  'GET /sites/site-2/rules': { status: 200, body: RULES },
  'GET /sites/site-2/audit': { status: 200, body: { entries: [ENTRY] } },
};

async function loaded(routes: Record<string, FakeRoute> = {}) {
  const { app, calls } = testStaffApp({ ...BASE, ...routes });
  app.session.token.value = 'session-1';
  const model = screenModel(app, rulesScreenModel);
  await model.load('site-2', true);
  return { model, calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the rules screen reads the rules and the audit trail, with the bare token', () => {
  it('reads both of the restaurant', async () => {
    const { model, calls } = await loaded();
    expect(calls.filter((call) => call.method === 'GET' && call.path.startsWith('/sites'))).toEqual([
      { method: 'GET', path: '/sites/site-2/rules', authorization: 'session-1', body: null },
      { method: 'GET', path: '/sites/site-2/audit', authorization: 'session-1', body: null },
    ]);
    expect(model.rules.value).toEqual(RULES);
    expect(model.audit.value).toEqual([ENTRY]);
    expect(model.loading.value).toBe(false);
  });

  it.each([
    ['a host’s 403', { status: 403, body: { error: 'forbidden' } }, { code: 'forbidden' }],
    ['an answer of another shape', { status: 200, body: { blocks: 'none' } }, { code: 'network' }],
  ] as const)('rules refused (%s): the screen gets the refusal', async (_rule, answer, refusal) => {
    const { model } = await loaded({ 'GET /sites/site-2/rules': answer });
    expect(model.rules.value).toBeNull();
    expect(model.refusal.value).toEqual(refusal);
  });

  it('the audit trail refused leaves the rules on screen', async () => {
    const { model } = await loaded({
      'GET /sites/site-2/audit': { status: 403, body: { error: 'forbidden' } },
    });
    expect(model.rules.value).toEqual(RULES);
    expect(model.auditRefusal.value).toEqual({ code: 'forbidden' });
  });

  it('without the right to read the audit, it is not asked', async () => {
    const { app, calls } = testStaffApp(BASE);
    await screenModel(app, rulesScreenModel).load('site-2', false);
    expect(calls.map((call) => call.path)).toEqual(['/sites/site-2/rules']);
  });
});

describe('blocks are added and removed', () => {
  const BLOCK = { date: '2026-12-24', from_time: '19:00', to_time: '19:15', reason: 'Besloten feest' };
  const ADDED = { id: 'k2', weekday: null, ...BLOCK };

  it('adding posts the block, lists it, keeps the conflicts to show, and reads the audit again', async () => {
    const conflict = booking({ time: '19:00' });
    const { model, calls } = await loaded({
      'POST /sites/site-2/blocks': { status: 201, body: { block: ADDED, conflicts: [conflict] } },
    });
    expect(await model.addBlock(BLOCK)).toBe(true);
    await settle();
    expect(calls.at(-2)).toEqual({
      method: 'POST',
      path: '/sites/site-2/blocks',
      authorization: 'session-1',
      body: BLOCK,
    });
    expect(calls.at(-1)?.path).toBe('/sites/site-2/audit');
    expect(model.rules.value?.blocks.map((block) => block.id)).toEqual(['k1', 'k2']);
    expect(model.blockNews.value).toEqual({ kind: 'added', block: ADDED, conflicts: [conflict] });
  });

  it.each([
    [
      'a block that ends before it starts',
      { status: 422, body: { error: 'block_range_invalid' } },
      { code: 'block_range_invalid' },
    ],
    [
      'a refused reason',
      { status: 400, body: { error: 'invalid_request', field: 'reason' } },
      { code: 'invalid_input', field: 'reason' },
    ],
    ['a host', { status: 403, body: { error: 'forbidden' } }, { code: 'forbidden' }],
  ] as const)('adding refused (%s): nothing listed, the refusal kept', async (_rule, answer, refusal) => {
    const { model } = await loaded({ 'POST /sites/site-2/blocks': answer });
    expect(await model.addBlock(BLOCK)).toBe(false);
    expect(model.rules.value?.blocks).toHaveLength(1);
    expect(model.blockRefusal.value).toEqual(refusal);
  });

  it.each([
    ['removed (204)', { status: 204 }],
    ['already removed by someone else (404)', { status: 404, body: { error: 'not_found' } }],
  ])('removing a block that is %s takes it off the list', async (_rule, answer) => {
    const { model, calls } = await loaded({ 'DELETE /sites/site-2/blocks/k1': answer });
    expect(await model.removeBlock(RULES.blocks[0]!)).toBe(true);
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ authorization: 'session-1' });
    expect(model.rules.value?.blocks).toEqual([]);
    expect(model.blockNews.value).toEqual({ kind: 'removed', block: RULES.blocks[0] });
  });

  it('removing refused keeps the block and says why beside it', async () => {
    const { model } = await loaded({ 'DELETE /sites/site-2/blocks/k1': 'network' });
    expect(await model.removeBlock(RULES.blocks[0]!)).toBe(false);
    expect(model.rules.value?.blocks).toHaveLength(1);
    expect(model.removeRefusal.value).toEqual({ blockId: 'k1', refusal: { code: 'network' } });
  });
});

describe('the stay per party size is saved', () => {
  const NEW = [{ up_to: 2, minutes: 90 }, ...RULES.stay_minutes];

  it('puts the rules and shows what the API stored', async () => {
    const { model, calls } = await loaded({
      'PUT /sites/site-2/stay': ({ body }) => ({ status: 200, body }),
    });
    expect(await model.saveStay(NEW)).toBe(true);
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/sites/site-2/stay',
      authorization: 'session-1',
      body: { stay_minutes: NEW },
    });
    expect(model.rules.value?.stay_minutes).toEqual(NEW);
    expect(model.staySaved.value).toBe(true);
  });

  it('refused rules stay as they were, with the refusal', async () => {
    const { model } = await loaded({
      'PUT /sites/site-2/stay': { status: 422, body: { error: 'stay_rules_invalid' } },
    });
    expect(await model.saveStay(NEW)).toBe(false);
    expect(model.rules.value?.stay_minutes).toEqual(RULES.stay_minutes);
    expect(model.stayRefusal.value).toEqual({ code: 'stay_rules_invalid' });
    expect(model.staySaved.value).toBe(false);
  });
});
