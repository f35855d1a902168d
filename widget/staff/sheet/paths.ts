/** The staff app's addresses (issue 15): `/staff` picks the restaurant and day, `/staff/:siteId/:date` shows one. */
export const STAFF_HOME = '/staff';
export const SHEET_PATH = '/staff/:siteId/:date';

/**
 * The address of a restaurant's day sheet.
 * @example sheetPath('b1c2', '2026-12-24') //=> '/staff/b1c2/2026-12-24'
 */
export const sheetPath = (siteId: string, date: string): string =>
  `${STAFF_HOME}/${encodeURIComponent(siteId)}/${date}`;
