/**
 * The staff app's screens as one table (issue 15, as the guest widget declares its flows): each screen's address,
 * whether it ships in the first screen or loads when opened, and its guard, who may open it. The Router is built from
 * it (app.tsx) and every link to a screen asks its guard. Pure: no Preact, so links import it without a cycle and the
 * guards are tested without a browser.
 */
import { mayDo, mayManageStaff, roleAt, type StaffAction, type StaffRole } from '../shared/staff/rules';
import {
  ACCOUNTS_PATH,
  REPORTS_PATH,
  RULES_PATH,
  SETTINGS_PATH,
  SHEET_PATH,
  STAFF_HOME,
} from './sheet/paths';

/** What a guard knows: the signed-in person's role at each restaurant (/staff/me), and the address's restaurant. */
export interface ScreenFacts {
  restaurants: ReadonlyArray<{ site_id: string; role: StaffRole }>;
  siteId?: string;
}

/** A guard's answer: open, or refused because the restaurant is not theirs, or because their role is too low. */
export type ScreenVerdict = 'open' | 'not_on_account' | 'not_for_role';

export interface StaffScreen<Name extends string = string> {
  name: Name;
  /** A preact-iso pattern from sheet/paths.ts. */
  path: string;
  /** 'first': in the host stand's first screen; 'lazy': its own chunk, fetched when the screen opens. */
  loads: 'first' | 'lazy';
  /** May this person open the screen? Asked by the route before the screen (or its chunk) loads, and by its links. */
  guard: (facts: ScreenFacts) => ScreenVerdict;
}

/** A screen of one restaurant: theirs, with a role that may take the action. */
const atRestaurant =
  (action: StaffAction) =>
  ({ restaurants, siteId = '' }: ScreenFacts): ScreenVerdict => {
    const role = roleAt(restaurants, siteId);
    if (role === null) return 'not_on_account';
    return mayDo(role, action) ? 'open' : 'not_for_role';
  };

/** A screen across restaurants: the person's roles anywhere decide. */
const anywhere =
  (rule: (restaurants: ScreenFacts['restaurants']) => boolean) =>
  ({ restaurants }: ScreenFacts): ScreenVerdict =>
    rule(restaurants) ? 'open' : 'not_for_role';

// The first pattern that matches wins: reports and accounts before ':siteId', rules and settings before ':date'.
export const STAFF_SCREENS = [
  {
    name: 'reports',
    path: REPORTS_PATH,
    loads: 'lazy',
    guard: anywhere((restaurants) => restaurants.some((at) => mayDo(at.role, 'reports.read'))),
  },
  { name: 'accounts', path: ACCOUNTS_PATH, loads: 'lazy', guard: anywhere(mayManageStaff) },
  { name: 'rules', path: RULES_PATH, loads: 'lazy', guard: atRestaurant('blocks.edit') },
  { name: 'settings', path: SETTINGS_PATH, loads: 'lazy', guard: atRestaurant('capacity.edit') },
  { name: 'sheet', path: SHEET_PATH, loads: 'first', guard: atRestaurant('day.read') },
  // The first restaurant's sheet of today, or the words that the account has none.
  { name: 'home', path: STAFF_HOME, loads: 'first', guard: () => 'open' },
] as const satisfies readonly StaffScreen[];

export type StaffScreenName = (typeof STAFF_SCREENS)[number]['name'];

/**
 * The guard's answer for one screen.
 * @example screenVerdict('rules', { restaurants: [{ site_id: 'a', role: 'host' }], siteId: 'a' }) //=> 'not_for_role'
 * @example screenVerdict('rules', { restaurants: [{ site_id: 'a', role: 'manager' }], siteId: 'b' }) //=> 'not_on_account'
 */
export function screenVerdict(name: StaffScreenName, facts: ScreenFacts): ScreenVerdict {
  return STAFF_SCREENS.find((screen) => screen.name === name)!.guard(facts);
}

/**
 * Whether a link to a screen is shown: its guard lets the person in.
 * @example mayOpen('accounts', { restaurants: [{ site_id: 'a', role: 'manager' }] }) //=> true
 */
export const mayOpen = (name: StaffScreenName, facts: ScreenFacts): boolean =>
  screenVerdict(name, facts) === 'open';
