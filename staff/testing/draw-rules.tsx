/** Draws a restaurant's rules page for the staff app's screen tests: signed in, with a fake API (happy-dom). */
import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { createSafeStorage } from '../../ui/storage';
import { RulesPage } from '../rules/rules-page';
import { StaffContext } from '../shell/context';
import { STAFF_TOKEN_KEY } from '../shell/token-store';
import { STAFF, testStaffApp, type FakeRoute } from './fake-api';

/** Tafel Gouda's rules: the account is its manager (fake-api.ts STAFF). */
export const RULES = {
  stay_minutes: [
    { up_to: 4, minutes: 120 },
    { up_to: 8, minutes: 150 },
    { up_to: null, minutes: 180 },
  ],
  blocks: [
    { id: 'k1', date: null, weekday: 1, from_time: '00:00', to_time: '23:59', reason: 'Gesloten op maandag' },
    {
      id: 'k2',
      date: '2026-12-31',
      weekday: null,
      from_time: '18:00',
      to_time: '23:59',
      reason: 'Oudejaarsavond',
    },
  ],
};

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The rules page of a restaurant (site-2 unless said), signed in as STAFF, in a language. */
export async function drawRules(
  routes: Record<string, FakeRoute> = {},
  { siteId = 'site-2', language = 'en' }: { siteId?: string; language?: 'en' | 'nl' } = {},
) {
  const storage = createSafeStorage(() => null);
  storage.set(STAFF_TOKEN_KEY, 'session-1');
  const { app, calls } = testStaffApp(
    {
      'GET /me': { status: 200, body: { staff: STAFF } },
      [`GET /sites/${siteId}/rules`]: { status: 200, body: RULES },
      [`GET /sites/${siteId}/audit`]: { status: 200, body: { entries: [] } },
      ...routes,
    },
    storage,
  );
  await app.actions.restore();
  app.actions.setLanguage(language);
  history.replaceState(null, '', `/staff/${siteId}/rules`);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <RulesPage siteId={siteId} />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { app, calls, root };
}

export const click = async (element: Element | null | undefined) => {
  act(() => (element as HTMLElement).click());
  await settle();
};
export const type = async (element: Element | null, value: string, event: 'input' | 'change' = 'input') => {
  act(() => {
    (element as HTMLInputElement).value = value;
    element!.dispatchEvent(new Event(event, { bubbles: true }));
  });
  await settle();
};
export const submit = async (form: Element | null) => {
  act(() => void form!.dispatchEvent(new Event('submit', { cancelable: true })));
  await settle();
};
