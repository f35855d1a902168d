import { afterEach, describe, expect, it } from 'vitest';
import { booking } from '../testing/fake-api';
import { click, drawRules, RULES, submit, type } from '../testing/draw-rules';

const POST = 'POST /sites/site-2/blocks';
const added = (body: { date: string; from_time: string; to_time: string; reason: string }) => ({
  status: 201,
  body: { block: { id: 'new', weekday: null, ...body }, conflicts: [] },
});
const form = (root: HTMLElement) => root.querySelector('form.staff-block-form')!;
const choose = (root: HTMLElement, kind: string) =>
  click(root.querySelector(`input[name="block-kind"][value="${kind}"]`));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the blocks of a restaurant are listed with a Remove button each', () => {
  it('dated blocks first, then the weekly ones; when, times and reason; the button names its block', async () => {
    const { root } = await drawRules();
    const blocks = [...root.querySelectorAll('.staff-block')];
    expect(blocks.map((block) => block.querySelector('.staff-block__when')!.textContent)).toEqual([
      'Thursday, 31 December 2026 18:00–23:59',
      'Every Monday Whole day',
    ]);
    expect(blocks.map((block) => block.querySelector('.staff-block__reason')!.textContent)).toEqual([
      'Oudejaarsavond',
      'Gesloten op maandag',
    ]);
    expect(blocks[1]!.querySelector('button')!.textContent).toBe('Remove, Every Monday, Whole day');
  });

  it('Remove deletes it, takes it off the list, says so and puts focus on the heading', async () => {
    const { root, calls } = await drawRules({ 'DELETE /sites/site-2/blocks/k1': { status: 204 } });
    await click(root.querySelectorAll('.staff-block__remove')[1]);
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/sites/site-2/blocks/k1',
      authorization: 'session-1',
    });
    expect(root.querySelectorAll('.staff-block')).toHaveLength(1);
    expect(root.querySelector('.staff-block-news')!.textContent).toBe(
      'Block removed: Every Monday, Whole day.',
    );
    expect(document.activeElement?.id).toBe('blocks-heading');
  });

  it('a refused removal keeps the block and says why beside it', async () => {
    const { root } = await drawRules({ 'DELETE /sites/site-2/blocks/k2': 'network' });
    await click(root.querySelector('.staff-block__remove'));
    expect(root.querySelectorAll('.staff-block')).toHaveLength(2);
    expect(root.querySelector('.staff-block [role="alert"]')!.textContent).toBe(
      'No connection to Tafel. Check the network and try again.',
    );
  });

  it('no blocks: says so', async () => {
    const { root } = await drawRules({
      'GET /sites/site-2/rules': { status: 200, body: { ...RULES, blocks: [] } },
    });
    expect(root.querySelector('.staff-blocks')!.textContent).toContain('No blocks.');
  });
});

describe('each kind of block is sent with its own from and to', () => {
  it.each([
    ['one time slot: a quarter hour from its time', 'slot', { '#block-time': '19:30' }, '19:30', '19:45'],
    [
      'a time range: from and to',
      'range',
      { '#block-from': '12:00', '#block-to': '15:30' },
      '12:00',
      '15:30',
    ],
    ['the whole day: 00:00 to 23:59', 'day', {}, '00:00', '23:59'],
  ])('%s', async (_rule, kind, fields, from_time, to_time) => {
    const { root, calls } = await drawRules({ [POST]: ({ body }) => added(body as never) });
    await choose(root, kind);
    await type(root.querySelector('#block-date'), '2026-12-26');
    for (const [field, value] of Object.entries(fields)) await type(root.querySelector(field), value);
    await type(root.querySelector('#block-reason'), '  Besloten feest ');
    await submit(form(root));
    expect(calls.at(-2)).toMatchObject({
      method: 'POST',
      path: '/sites/site-2/blocks',
      body: { date: '2026-12-26', from_time, to_time, reason: 'Besloten feest' },
    });
    expect(root.querySelectorAll('.staff-block')).toHaveLength(3);
    expect((root.querySelector('#block-reason') as HTMLInputElement).value).toBe('');
    expect(root.querySelector('.staff-block-news')!.textContent).toContain(
      'No bookings had been made inside it.',
    );
  });

  it('the date starts at today (in Amsterdam)', async () => {
    const { root } = await drawRules();
    expect((root.querySelector('#block-date') as HTMLInputElement).value).toBe('2026-12-24');
  });

  it.each([
    ['a slot without its time', 'slot', {}, 'Besloten feest', 'Enter a time on this day.'],
    [
      'a range that ends before it starts',
      'range',
      { '#block-from': '20:00', '#block-to': '18:00' },
      'Feest',
      'A block must end after it starts.',
    ],
    ['a range without its end', 'range', { '#block-from': '20:00' }, 'Feest', 'Enter a time on this day.'],
    ['no reason', 'day', {}, '   ', 'Enter a reason.'],
  ])('nothing is sent for %s, and the words say why', async (_rule, kind, fields, reason, words) => {
    const { root, calls } = await drawRules();
    const before = calls.length;
    await choose(root, kind);
    for (const [field, value] of Object.entries(fields)) await type(root.querySelector(field), value);
    await type(root.querySelector('#block-reason'), reason);
    await submit(form(root));
    expect(calls.length).toBe(before);
    expect(form(root).querySelector('[role="alert"]')!.textContent).toBe(words);
  });

  it.each([
    [
      'block_range_invalid',
      { status: 422, body: { error: 'block_range_invalid' } },
      'A block must end after it starts.',
    ],
    [
      'a refused reason',
      { status: 400, body: { error: 'invalid_request', field: 'reason' } },
      'Enter a reason of at most 120 characters.',
    ],
    [
      'a host after all (403)',
      { status: 403, body: { error: 'forbidden' } },
      'This restaurant is not on your account.',
    ],
  ])('the API’s refusal (%s) is said in the form', async (_rule, answer, words) => {
    const { root } = await drawRules({ [POST]: answer });
    await choose(root, 'day');
    await type(root.querySelector('#block-reason'), 'Feest');
    await submit(form(root));
    expect(form(root).querySelector('[role="alert"]')!.textContent).toBe(words);
    expect((root.querySelector('#block-reason') as HTMLInputElement).value).toBe('Feest');
  });
});

describe('bookings already inside a new block are kept and listed to call', () => {
  it('time, name, party size and the phone as a tel: link, in a live region', async () => {
    const conflicts = [
      booking({ id: 'c1', time: '19:00', first_name: 'Anna', last_name: 'de Vries', party_size: 4 }),
      booking({
        id: 'c2',
        time: '19:15',
        first_name: 'Bram',
        last_name: 'Smit',
        party_size: 1,
        phone_number: '+31 6 1111 2222',
      }),
      booking({
        id: 'c3',
        time: '19:30',
        first_name: '',
        last_name: '',
        party_size: 2,
        phone_number: '',
        channel: 'walk_in',
      }),
    ];
    const { root } = await drawRules({
      [POST]: ({ body }) => ({ status: 201, body: { ...added(body as never).body, conflicts } }),
    });
    await choose(root, 'range');
    await type(root.querySelector('#block-from'), '19:00');
    await type(root.querySelector('#block-to'), '20:00');
    await type(root.querySelector('#block-reason'), 'Besloten feest');
    await submit(form(root));
    const news = root.querySelector('.staff-block-news')!;
    expect(news.getAttribute('aria-live')).toBe('polite');
    expect(news.querySelector('.staff-block-news__added')!.textContent).toBe(
      'Block added: Thursday, 24 December 2026, 19:00–20:00.',
    );
    expect(news.textContent).toContain('These bookings are kept; call them if needed:');
    expect([...news.querySelectorAll('.staff-conflicts li')].map((item) => item.textContent)).toEqual([
      '19:00 Anna de Vries, 4 guests · +31612345678',
      '19:15 Bram Smit, 1 guest · +31 6 1111 2222',
      '19:30 Walk-in, 2 guests',
    ]);
    expect([...news.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'tel:+31612345678',
      'tel:+31611112222',
    ]);
  });
});
