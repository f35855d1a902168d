/**
 * The restaurants screen says why a restaurant is not archived: the API refuses one a promotion running or to come
 * names (409 restaurant_in_promotion, server/routes/staff-restaurants.ts), and the screen names those promotions by
 * their titles, in the staff member's language.
 */
import { render } from 'preact';
import { LocationProvider } from 'preact-iso/router';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../api/answers';
import { StaffContext } from '../shell/context';
import { click, settle } from '../testing/draw-rules';
import { testStaffApp, type FakeRoute } from '../testing/fake-api';
import type { StoredRestaurant } from './restaurants-api';
import { RestaurantsPage } from './restaurants-page';

const ADMIN: StaffMember = {
  id: 'eva',
  name: 'Eva de Boer',
  email: 'eva@tafel.example',
  language: 'en',
  chain_admin: true,
  restaurants: [],
};

const AMSTERDAM: StoredRestaurant = {
  id: '1b8742b7-4076-495b-ac5e-52bc563c2a01',
  slug: 'amsterdam-centrum',
  name: 'Tafel Amsterdam',
  city: 'Amsterdam',
  address: 'Damrak 1',
  postcode: '1012 LG',
  latitude: 52.3747,
  longitude: 4.8986,
  outside_nl_confirmed: false,
  phone: '+31 20 555 0100',
  email: 'amsterdam@tafel.example',
  texts: {
    en: { parking: 'Garage nearby.', route: 'From the station.', experiences: [] },
    nl: { parking: 'Garage vlakbij.', route: 'Vanaf het station.', experiences: [] },
  },
  badges: { dogs_welcome: false, disabled_toilet: false, terrace_not_reservable: false },
  channels: ['DineTime'],
  offered_as_alternative: true,
  archived: false,
};

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

async function drawRestaurants(routes: Record<string, FakeRoute>, language: 'en' | 'nl') {
  const { app, calls } = testStaffApp({
    'GET /me': { status: 200, body: { staff: ADMIN } },
    'GET /chain/restaurants': { status: 200, body: { restaurants: [AMSTERDAM] } },
    ...routes,
  });
  app.session.token.value = 'session-1';
  await app.actions.restore();
  app.actions.setLanguage(language);
  const root = document.createElement('div');
  document.body.append(root);
  act(() =>
    render(
      <StaffContext.Provider value={app}>
        <LocationProvider>
          <RestaurantsPage />
        </LocationProvider>
      </StaffContext.Provider>,
      root,
    ),
  );
  await settle();
  return { root, calls };
}

const ARCHIVE = { en: 'Archive', nl: 'Archiveren' } as const;
const archiveButton = (root: Element, language: 'en' | 'nl') =>
  [...root.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === `${ARCHIVE[language]}: Tafel Amsterdam`,
  );

describe('a restaurant a promotion running or to come names is not archived, and the screen says which', () => {
  it.each([
    [
      'en',
      ['cinemaDeal'],
      'Guests can still book Tafel Amsterdam with Cinema deal, so it is not archived. Archive it once that promotion has ended.',
    ],
    [
      'en',
      ['cinemaDeal', 'socialDeal', 'exampleAutumnDeal'],
      'Guests can still book Tafel Amsterdam with Cinema deal, Social Deal, and Autumn deal, so it is not archived. Archive it once those promotions have ended.',
    ],
    [
      'nl',
      ['cinemaDeal'],
      'Gasten kunnen Tafel Amsterdam nog boeken met Bioscoopdeal, dus het is niet gearchiveerd. Archiveer het als die actie is afgelopen.',
    ],
    [
      'nl',
      ['cinemaDeal', 'socialDeal', 'exampleAutumnDeal'],
      'Gasten kunnen Tafel Amsterdam nog boeken met Bioscoopdeal, Social Deal en Herfstdeal, dus het is niet gearchiveerd. Archiveer het als die acties zijn afgelopen.',
    ],
    [
      'en',
      ['springDeal2019'],
      'Guests can still book Tafel Amsterdam with springDeal2019, so it is not archived. Archive it once that promotion has ended.',
    ],
  ] as const)('in %s, for %j', async (language, promotions, words) => {
    const { root, calls } = await drawRestaurants(
      {
        [`POST /chain/restaurants/${AMSTERDAM.id}/archive`]: {
          status: 409,
          body: { error: 'restaurant_in_promotion', message: '…', promotions },
        },
      },
      language,
    );
    await click(archiveButton(root, language));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /chain/restaurants/${AMSTERDAM.id}/archive`,
    );
    expect(root.querySelector('[role=alert]')?.textContent).toBe(words);
    expect(root.querySelector('.staff-restaurants__item')?.textContent).not.toMatch(/Archived|Gearchiveerd/);
  });
});
