/**
 * What a screen's links need of the screen table (staff/screens.ts): every screen's name, an address filled in, and
 * its guard's answer. The table loads the pages, so a page never imports it; the app object hands its directory down.
 */
import type { StaffRole } from '../../shared/staff/rules';

/** The staff app's screens, as staff/screens.ts declares them (its entries are checked against this list). */
export type StaffScreenName =
  | 'reports'
  | 'accounts'
  | 'guestSharing'
  | 'restaurants'
  | 'rules'
  | 'settings'
  | 'book'
  | 'find'
  | 'whyClosed'
  | 'guest'
  | 'plan'
  | 'room'
  | 'sheet'
  | 'home';

/** What a guard knows: the signed-in person's role at each restaurant (/staff/me), and the address's restaurant. */
export interface ScreenFacts {
  restaurants: ReadonlyArray<{ site_id: string; role: StaffRole }>;
  siteId?: string;
  /** A chain admin (/staff/me chain_admin): the chain's own screens open even before it has restaurants. */
  chainAdmin?: boolean;
}

/** A guard's answer: open, or refused because the restaurant is not theirs, or because their role is too low. */
export type ScreenVerdict = 'open' | 'not_on_account' | 'not_for_role';

/** The parameters of a screen's address. */
export interface ScreenAddress {
  siteId?: string;
  date?: string;
  /** A booking of the restaurant (the guest record is read from one). */
  bookingId?: string;
}

/** The screen table as the links read it. */
export interface ScreenDirectory {
  /** A screen's address with its parameters filled in. */
  address(name: StaffScreenName, params?: ScreenAddress): string;
  /** May this person open the screen? */
  verdict(name: StaffScreenName, facts: ScreenFacts): ScreenVerdict;
}

/** Before the table is handed in (a model test that draws no screen): any link asked for is a mistake. */
export const NO_SCREENS: ScreenDirectory = {
  address: (name) => {
    throw new Error(`no screen table given to createStaffApp (asked for ${name})`);
  },
  verdict: (name) => {
    throw new Error(`no screen table given to createStaffApp (asked for ${name})`);
  },
};
