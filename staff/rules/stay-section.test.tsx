import { afterEach, describe, expect, it } from 'vitest';
import { click, drawRules, submit, type } from '../testing/draw-rules';

const PUT = 'PUT /sites/site-2/stay';
const section = (root: HTMLElement) => root.querySelector('.staff-stay')!;
const sizes = (root: HTMLElement) =>
  [...section(root).querySelectorAll('tbody tr')].map(
    (row) =>
      (row.querySelector('input') as HTMLInputElement | null)?.value ?? row.querySelector('td')!.textContent,
  );
const stays = (root: HTMLElement) =>
  [...section(root).querySelectorAll('select')].map((select) => (select as HTMLSelectElement).value);
const check = (root: HTMLElement) => root.querySelector('#stay-check')!.textContent;
const removeButtons = (root: HTMLElement) => [...section(root).querySelectorAll('tbody button')];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the stay per party size is a table to edit', () => {
  it('shows each row up to its size, the last for larger groups, each stay a choice of 30 to 360 minutes', async () => {
    const { root } = await drawRules();
    expect(sizes(root)).toEqual(['4', '8', 'Larger groups']);
    expect(stays(root)).toEqual(['120', '150', '180']);
    const options = [...section(root).querySelector('select')!.options].map((option) => option.value);
    expect([options[0], options[1], options.at(-1), options.length]).toEqual(['30', '45', '360', 23]);
    expect(section(root).querySelector('select option')!.textContent).toBe('30 minutes');
    expect(root.querySelector('label[for^="stay-size-"]')!.textContent).toBe('Row 1: up to how many guests');
    expect(removeButtons(root).map((button) => button.textContent)).toEqual([
      'Remove, row 1',
      'Remove, row 2',
      'Remove, Larger groups',
    ]);
    expect(check(root)).toBe('');
  });

  it('a row is added above the larger groups, and its size field takes focus', async () => {
    const { root } = await drawRules();
    await click(
      [...section(root).querySelectorAll('button')].find((button) => button.textContent === 'Add a row'),
    );
    expect(sizes(root)).toEqual(['4', '8', '10', 'Larger groups']);
    expect((document.activeElement as HTMLInputElement).value).toBe('10');
  });

  it('removing the larger groups row makes the row above it the larger groups', async () => {
    const { root } = await drawRules();
    await click(removeButtons(root)[2]);
    expect(sizes(root)).toEqual(['4', 'Larger groups']);
    expect(stays(root)).toEqual(['120', '150']);
  });
});

describe('what the shared check finds is said before sending, and nothing is sent', () => {
  it.each([
    [
      'sizes that do not go up',
      async (root: HTMLElement) => type(root.querySelector('input[id^="stay-size-"]'), '9'),
      'The party sizes must go up from row to row, in whole numbers from 1.',
    ],
    [
      'an empty size',
      async (root: HTMLElement) => type(root.querySelector('input[id^="stay-size-"]'), ''),
      'The party sizes must go up from row to row, in whole numbers from 1.',
    ],
    [
      'no rows at all',
      async (root: HTMLElement) => {
        for (let n = 0; n < 3; n += 1) await click(removeButtons(root)[0]);
      },
      'Add at least one row.',
    ],
  ])('%s', async (_rule, edit, words) => {
    const { root, calls } = await drawRules();
    await edit(root);
    expect(check(root)).toBe(words);
    const before = calls.length;
    await submit(section(root).querySelector('form'));
    expect(calls.length).toBe(before);
  });

  it('a stored stay outside the choices stays shown, and is said to be out of range', async () => {
    const { root } = await drawRules({
      'GET /sites/site-2/rules': {
        status: 200,
        body: { stay_minutes: [{ up_to: null, minutes: 100 }], blocks: [] },
      },
    });
    expect(stays(root)).toEqual(['100']);
    expect(check(root)).toBe('Each stay must be 30 to 360 minutes, in steps of 15.');
  });
});

describe('Save puts the stay rules and says what came of it', () => {
  it('sends the rows with the last for larger groups, and says they are saved', async () => {
    const { root, calls } = await drawRules({ [PUT]: ({ body }) => ({ status: 200, body }) });
    await type(section(root).querySelectorAll('select')[2]!, '240', 'change');
    await submit(section(root).querySelector('form'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/sites/site-2/stay',
      authorization: 'session-1',
      body: {
        stay_minutes: [
          { up_to: 4, minutes: 120 },
          { up_to: 8, minutes: 150 },
          { up_to: null, minutes: 240 },
        ],
      },
    });
    expect(section(root).querySelector('[role="status"]')!.textContent).toBe('Stay times saved.');
    expect(stays(root)).toEqual(['120', '150', '240']);
    expect(calls.at(-1)?.path).toBe('/sites/site-2/audit');
  });

  it.each([
    [
      'stay_rules_invalid',
      { status: 422, body: { error: 'stay_rules_invalid' } },
      'These stay times were not saved: the party sizes must go up, and the last row must be for larger groups.',
    ],
    [
      'a host after all (403)',
      { status: 403, body: { error: 'forbidden' } },
      'This restaurant is not on your account.',
    ],
  ])('the API’s refusal (%s) is said, and nothing is said saved', async (_rule, answer, words) => {
    const { root } = await drawRules({ [PUT]: answer });
    await submit(section(root).querySelector('form'));
    expect(section(root).querySelector('[role="alert"]')!.textContent).toBe(words);
    expect(section(root).querySelector('[role="status"]')!.textContent).toBe('');
  });
});
