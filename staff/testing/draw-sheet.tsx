/** Draws a restaurant's day sheet for the staff app's screen tests: signed in as a host, with a fake API (happy-dom). */
import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { createSafeStorage } from '../../ui/storage';
import { loadBookingForms } from '../sheet/booking-row';
import { loadWaitlist } from '../sheet/waitlist-lazy';
import { DaySheetPage } from '../sheet/day-sheet-page';
import { StaffContext } from '../shell/context';
import { STAFF_TOKEN_KEY } from '../shell/token-store';
import { settle } from './draw-rules';
import { STAFF, daySheet, testStaffApp, type FakeRoute } from './fake-api';

export const DAY = 'GET /sites/site-1/day?date=2026-12-24';
export const WAITLIST = 'GET /sites/site-1/waitlist?date=2026-12-24';

/** The day sheet of site-1 on 2026-12-24 ("today": the tests' clock is 19:07 that day), signed in as a host. */
export async function drawSheet(
  bookings: SheetBooking[],
  routes: Record<string, FakeRoute> = {},
  language: 'en' | 'nl' = 'en',
  address = '/staff/site-1/2026-12-24',
) {
  const storage = createSafeStorage(() => null);
  storage.set(STAFF_TOKEN_KEY, 'session-1');
  const { app, calls } = testStaffApp(
    {
      'GET /me': { status: 200, body: { staff: STAFF } },
      [DAY]: { status: 200, body: daySheet(bookings) },
      [WAITLIST]: { status: 200, body: { date: '2026-12-24', entries: [] } },
      ...routes,
    },
    storage,
  );
  await app.actions.restore();
  app.actions.setLanguage(language);
  history.replaceState(null, '', address);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <DaySheetPage siteId="site-1" date="2026-12-24" />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await loadBookingForms();
  await loadWaitlist();
  await settle();
  return { app, calls, root };
}
