/**
 * The staff app's addresses (issue 15): `/staff` picks the restaurant and day, `/staff/:siteId/:date` shows one,
 * `/staff/:siteId/rules` is the restaurant's rules (matched first: 'rules' is no date).
 */
export const STAFF_HOME = '/staff';
export const SHEET_PATH = '/staff/:siteId/:date';
export const RULES_PATH = '/staff/:siteId/rules';
/** A restaurant's tables, opening hours and booking rules (matched before the sheet too: 'settings' is no date). */
export const SETTINGS_PATH = '/staff/:siteId/settings';
/** A range's figures of one restaurant or all of the person's: no restaurant in the address, the form picks it. */
export const REPORTS_PATH = '/staff/reports';
/** Who is on the staff and their roles (a chain admin, or a manager for their hosts): one screen for the chain. */
export const ACCOUNTS_PATH = '/staff/accounts';

/**
 * The address of a restaurant's day sheet.
 * @example sheetPath('b1c2', '2026-12-24') //=> '/staff/b1c2/2026-12-24'
 */
export const sheetPath = (siteId: string, date: string): string =>
  `${STAFF_HOME}/${encodeURIComponent(siteId)}/${date}`;

/**
 * The address of a restaurant's rules: its blocks, stay per party size and audit trail.
 * @example rulesPath('b1c2') //=> '/staff/b1c2/rules'
 */
export const rulesPath = (siteId: string): string => `${STAFF_HOME}/${encodeURIComponent(siteId)}/rules`;

/**
 * The address of a restaurant's settings: its tables, opening hours and booking rules.
 * @example settingsPath('b1c2') //=> '/staff/b1c2/settings'
 */
export const settingsPath = (siteId: string): string =>
  `${STAFF_HOME}/${encodeURIComponent(siteId)}/settings`;
