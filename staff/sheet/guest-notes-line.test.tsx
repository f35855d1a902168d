import { afterEach, describe, expect, it } from 'vitest';
import { DAY, drawSheet } from '../testing/draw-sheet';
import { booking, daySheet } from '../testing/fake-api';

afterEach(() => {
  document.body.innerHTML = '';
});

const anna = booking({ id: 'b1', last_name: 'de Vries' });
const walkIn = booking({
  id: 'b2',
  first_name: '',
  last_name: 'Mr Visser',
  phone_number: '',
  email: '',
  channel: 'walk_in',
});
const sheet = daySheet([anna, walkIn], {
  site_name: 'Tafel Utrecht',
  guests: [
    {
      booking_id: 'b1',
      tags: ['allergy', 'vip'],
      notes: [
        { site_name: 'Tafel Utrecht', note: 'Peanuts' },
        { site_name: 'Tafel Gouda', note: 'Likes the window' },
      ],
    },
  ],
});

const rowOf = (root: Element, name: string) =>
  [...root.querySelectorAll('.staff-booking')].find((row) => row.textContent!.includes(name))!;

describe('the guest’s tags and notes beside a booking on the sheet', () => {
  it('shows the tags as chips in the staff language, each note with its restaurant, and the way to the record', async () => {
    const { root } = await drawSheet([anna, walkIn], { [DAY]: { status: 200, body: sheet } }, 'nl');
    const row = rowOf(root, 'de Vries');
    const tags = row.querySelector('[aria-label="Labels van de gast"]')!;
    expect([...tags.querySelectorAll('li')].map((tag) => tag.textContent)).toEqual(['Allergie', 'VIP']);
    expect([...row.querySelectorAll('.staff-guest-notes__note')].map((note) => note.textContent)).toEqual([
      'Notitie over de gast: Tafel Utrecht: Peanuts',
      'Notitie over de gast: Tafel Gouda: Likes the window',
    ]);
    expect(row.querySelector<HTMLAnchorElement>('.staff-guest-notes__link')!.getAttribute('href')).toBe(
      '/staff/site-1/guest/b1',
    );
  });

  it('a walk-in without contact has no record: no link, no chips', async () => {
    const { root } = await drawSheet([anna, walkIn], { [DAY]: { status: 200, body: sheet } });
    expect(rowOf(root, 'Mr Visser').querySelector('.staff-guest-notes')).toBeNull();
  });
});
