/**
 * The staff app's screens, each declared once: its name, its address, its guard (who may open it) and how it loads.
 * The day sheet and home ship in the host stand's first screen; every other screen is a lazy chunk that brings its
 * page and the factory of its model, made when the screen first loads. The Router is built from this table (app.tsx)
 * and every link asks the guard through the app's directory (shell/links.ts). No screen imports this file, so it may
 * load them; the guards are tested without a browser (screens.test.ts).
 */
import type { ComponentType } from 'preact';
import { mayDo, mayManageStaff, roleAt, type StaffAction } from '../shared/staff/rules';
import type { StaffApp } from './shell/create-staff-app';
import type {
  ScreenAddress,
  ScreenDirectory,
  ScreenFacts,
  ScreenVerdict,
  StaffScreenName,
} from './shell/links';
import type { SheetWords } from './sheet/sheet-words';
import type { ShellWords } from './shell/shell-words';
import { DaySheetPage } from './sheet/day-sheet-page';
import { StaffHome } from './sheet/staff-home';

/** What a page is given by its route: the address's parameters. */
export type ScreenParams = ScreenAddress;

/** What a lazy screen's chunk brings: its page, and the factory of the model it keeps in the app (if any). */
export interface LoadedScreen {
  page: ComponentType<ScreenParams>;
  model?: (app: StaffApp) => unknown;
}

interface ScreenEntry {
  name: StaffScreenName;
  /** A preact-iso pattern. */
  path: string;
  /** May this person open the screen? Asked by the route before the screen (or its chunk) loads, and by its links. */
  guard: (facts: ScreenFacts) => ScreenVerdict;
  /** The screen's name as the link to it says it: the heading of its refusal, when its guard says no. */
  title: (words: ScreenTitleWords) => string;
}

/** The word sets a screen's title comes from (both ship in the first screen). */
export interface ScreenTitleWords {
  sheet: SheetWords;
  shell: ShellWords;
}

/** A screen in the first screen's chunk, or one fetched when it opens. */
export type StaffScreen = ScreenEntry &
  ({ page: ComponentType<ScreenParams> } | { load: () => Promise<LoadedScreen> });

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

// The first pattern that matches wins: reports and accounts before ':siteId'; rules, settings, plan, book and find
// before ':date'.
export const STAFF_SCREENS = [
  {
    name: 'reports',
    path: '/staff/reports',
    guard: anywhere((restaurants) => restaurants.some((at) => mayDo(at.role, 'reports.read'))),
    title: ({ sheet }) => sheet.reportsLink(),
    load: () =>
      import('./reports/reports-page').then((module) => ({
        page: module.ReportsPage,
        model: module.reportsScreenModel,
      })),
  },
  {
    // Who is on the staff and their roles (a chain admin, or a manager for their hosts): one screen for the chain.
    name: 'accounts',
    path: '/staff/accounts',
    // A chain admin opens it before the chain has restaurants too: its Restaurants link is there.
    guard: ({ restaurants, chainAdmin }) =>
      chainAdmin || mayManageStaff(restaurants) ? 'open' : 'not_for_role',
    title: ({ shell }) => shell.staffLink(),
    load: () => import('./accounts/accounts-page').then((module) => ({ page: module.AccountsPage })),
  },
  {
    // Which restaurants see each other's guest records: the chain admin's setting.
    name: 'guestSharing',
    path: '/staff/guest-sharing',
    guard: anywhere((restaurants) => restaurants.some((at) => mayDo(at.role, 'guest.sharing'))),
    title: ({ shell }) => shell.guestSharingLink(),
    load: () =>
      import('./guest-sharing/guest-sharing-page').then((module) => ({
        page: module.GuestSharingPage,
        model: module.guestSharingScreenModel,
      })),
  },
  {
    // The chain's restaurants: the chain admin adds, edits and archives them (docs/restaurants.md).
    name: 'restaurants',
    path: '/staff/restaurants',
    guard: ({ chainAdmin }) => (chainAdmin ? 'open' : 'not_for_role'),
    title: ({ shell }) => shell.restaurantsLink(),
    load: () =>
      import('./restaurants/restaurants-page').then((module) => ({
        page: module.RestaurantsPage,
        model: module.restaurantsScreenModel,
      })),
  },
  {
    name: 'rules',
    path: '/staff/:siteId/rules',
    guard: atRestaurant('blocks.edit'),
    title: ({ sheet }) => sheet.rulesLink(),
    load: () =>
      import('./rules/rules-page').then((module) => ({
        page: module.RulesPage,
        model: module.rulesScreenModel,
      })),
  },
  {
    name: 'settings',
    path: '/staff/:siteId/settings',
    guard: atRestaurant('capacity.edit'),
    title: ({ sheet }) => sheet.settingsLink(),
    load: () =>
      import('./settings/settings-page').then((module) => ({
        page: module.SettingsPage,
        model: module.settingsScreenModel,
      })),
  },
  {
    // The plan of the room: the tables on each area's grid, their seats and neighbours (a manager's).
    name: 'plan',
    path: '/staff/:siteId/plan',
    guard: atRestaurant('capacity.edit'),
    title: ({ sheet }) => sheet.planLink(),
    load: () =>
      import('./plan/plan-page').then((module) => ({
        page: module.PlanPage,
        model: module.planScreenModel,
      })),
  },
  {
    // A booking taken at the stand for any day (by phone, by e-mail, at the door).
    name: 'book',
    path: '/staff/:siteId/book',
    guard: atRestaurant('booking.create'),
    title: ({ sheet }) => sheet.newBooking(),
    load: () =>
      import('./booking/booking-page').then((module) => ({
        page: module.BookingPage,
        model: module.bookingScreenModel,
      })),
  },
  {
    // Bookings on any day, by number, name, phone or e-mail.
    name: 'find',
    path: '/staff/:siteId/find',
    guard: atRestaurant('day.read'),
    title: ({ sheet }) => sheet.findAllDays(),
    load: () =>
      import('./find/find-page').then((module) => ({
        page: module.FindPage,
        model: module.findScreenModel,
      })),
  },
  {
    // Why a time is closed online, asked from the day sheet (its day) or the rules: any role at the restaurant.
    name: 'whyClosed',
    path: '/staff/:siteId/why-closed/:date',
    guard: atRestaurant('day.read'),
    title: ({ sheet }) => sheet.whyClosedLink(),
    load: () =>
      import('./why-closed/why-closed-page').then((module) => ({
        page: module.WhyClosedPage,
        model: module.whyClosedScreenModel,
      })),
  },
  {
    // A booking's guest across the chain, opened from the day sheet: any role at the restaurant.
    name: 'guest',
    path: '/staff/:siteId/guest/:bookingId',
    guard: atRestaurant('guest.read'),
    title: ({ sheet }) => sheet.guestRecord(),
    load: () =>
      import('./guest/guest-page').then((module) => ({
        page: module.GuestPage,
        model: module.guestScreenModel,
      })),
  },
  {
    // The room of a day: the plan with who sits where now (or at a chosen time), what is free and until when.
    name: 'room',
    path: '/staff/:siteId/:date/room',
    guard: atRestaurant('day.read'),
    title: ({ sheet }) => sheet.roomLink(),
    load: () =>
      import('./room/room-page').then((module) => ({
        page: module.RoomPage,
        model: module.roomScreenModel,
      })),
  },
  {
    name: 'sheet',
    path: '/staff/:siteId/:date',
    guard: atRestaurant('day.read'),
    title: ({ sheet }) => sheet.heading(),
    page: DaySheetPage,
  },
  // The first restaurant's sheet of today, or the words that the account has none.
  { name: 'home', path: '/staff', guard: () => 'open', title: ({ shell }) => shell.title(), page: StaffHome },
] as const satisfies readonly StaffScreen[];

// Every name in shell/links.ts has its row here (`satisfies` above checks each row's name is in that list).
type Undeclared = Exclude<StaffScreenName, (typeof STAFF_SCREENS)[number]['name']>;
const everyScreenDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
void everyScreenDeclared;

const screenNamed = (name: StaffScreenName) => STAFF_SCREENS.find((screen) => screen.name === name)!;

/**
 * The guard's answer for one screen.
 * @example screenVerdict('rules', { restaurants: [{ site_id: 'a', role: 'host' }], siteId: 'a' }) //=> 'not_for_role'
 * @example screenVerdict('rules', { restaurants: [{ site_id: 'a', role: 'manager' }], siteId: 'b' }) //=> 'not_on_account'
 */
export function screenVerdict(name: StaffScreenName, facts: ScreenFacts): ScreenVerdict {
  return screenNamed(name).guard(facts);
}

/**
 * Whether a link to a screen is shown: its guard lets the person in.
 * @example mayOpen('accounts', { restaurants: [{ site_id: 'a', role: 'manager' }] }) //=> true
 */
export const mayOpen = (name: StaffScreenName, facts: ScreenFacts): boolean =>
  screenVerdict(name, facts) === 'open';

/**
 * A screen's address: its pattern with the parameters filled in (each encoded).
 * @example screenAddress('sheet', { siteId: 'b1c2', date: '2026-12-24' }) //=> '/staff/b1c2/2026-12-24'
 * @example screenAddress('rules', { siteId: 'a b' }) //=> '/staff/a%20b/rules'
 */
export function screenAddress(name: StaffScreenName, params: ScreenAddress = {}): string {
  return screenNamed(name).path.replace(/:(\w+)/g, (_, key: keyof ScreenAddress) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

/** The table as the app object hands it to the links. */
export const STAFF_SCREEN_DIRECTORY: ScreenDirectory = { address: screenAddress, verdict: screenVerdict };
