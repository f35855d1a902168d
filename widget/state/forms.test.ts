import { describe, expect, it } from 'vitest';
import { createAppState } from './app-state';
import { assignForm, readForm, reservationDefaults } from './forms';
import { createSafeStorage } from '../../ui/storage';

const NOW = Date.UTC(2025, 5, 1, 10, 0);

describe('reservation form defaults and reset', () => {
  it('defaults: party 2, date now + 1 hour, session lunch, child seats 0, nothing chosen', () => {
    expect(reservationDefaults(NOW)).toEqual({
      id: null,
      party_size: 2,
      date: '2025-06-01',
      session: 'lunch',
      location: null,
      timeSlot: null,
      wheelchair_users: null,
      child_seats: 0,
      remarks: '',
    });
  });

  it('reset returns every default', () => {
    const state = createAppState({ storage: createSafeStorage(() => null), now: () => NOW });
    assignForm(state.reservationForm, {
      party_size: 6,
      location: 'site',
      timeSlot: '18:00',
      wheelchair_users: true,
      child_seats: 2,
    });
    assignForm(state.reservationForm, reservationDefaults(NOW));
    expect(readForm(state.reservationForm)).toEqual(reservationDefaults(NOW));
  });
});

describe('footer state is persisted', () => {
  it('a new app reads the stored open state', async () => {
    const { setFooterOpen } = await import('./app-state');
    const storage = createSafeStorage(() => null);
    const first = createAppState({ storage });
    expect(first.ui.footerOpen.value).toBe(false);
    setFooterOpen(first, true);
    expect(createAppState({ storage }).ui.footerOpen.value).toBe(true);
  });
});
