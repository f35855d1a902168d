/**
 * Which restaurants of the chain see a guest's record (visits, notes and tags) of another, as the chain admin sets it:
 * every restaurant, only the restaurant where it happened, or a chosen list that shares among itself.
 */
import * as v from 'valibot';

export const GUEST_SHARING_MODES = ['all', 'own', 'chosen'] as const;
export type GuestSharingMode = (typeof GUEST_SHARING_MODES)[number];

export interface GuestSharing {
  mode: GuestSharingMode;
  /** With `chosen`: the restaurants that share with each other (at least two). */
  site_ids: string[];
}

/** Until the chain admin chooses, every restaurant of the chain sees the whole record. */
export const DEFAULT_GUEST_SHARING: GuestSharing = { mode: 'all', site_ids: [] };

/** The fewest restaurants a chosen list shares between: one alone is `own`. */
export const GUEST_SHARING_MIN_CHOSEN = 2;

/** PUT /staff/chain/guest-sharing. */
export const GuestSharingBodySchema = v.object(
  {
    mode: v.picklist(GUEST_SHARING_MODES, 'required'),
    site_ids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid('required'))), v.maxLength(200)), []),
  },
  'required',
);

/**
 * What a setting's list must hold: `chosen` needs two restaurants or more, the others none (the list is dropped).
 * @example guestSharingProblem({ mode: 'chosen', site_ids: ['a'] }) //=> 'guest_sharing_too_few'
 */
export function guestSharingProblem(sharing: GuestSharing): 'guest_sharing_too_few' | null {
  if (sharing.mode !== 'chosen') return null;
  return new Set(sharing.site_ids).size < GUEST_SHARING_MIN_CHOSEN ? 'guest_sharing_too_few' : null;
}

/**
 * Whether the staff of one restaurant see what happened at another by the chain's setting (their own, always).
 * @example isSharedWith({ mode: 'own', site_ids: [] }, 'ams', 'rot') //=> false
 * @example isSharedWith({ mode: 'chosen', site_ids: ['ams', 'rot'] }, 'ams', 'rot') //=> true
 */
export function isSharedWith(sharing: GuestSharing, viewingSiteId: string, dataSiteId: string): boolean {
  if (viewingSiteId === dataSiteId) return true;
  if (sharing.mode === 'all') return true;
  if (sharing.mode === 'own') return false;
  return sharing.site_ids.includes(viewingSiteId) && sharing.site_ids.includes(dataSiteId);
}

/**
 * Whether a staff member at one restaurant sees a visit or note of another: shared by the chain's setting, or at a
 * restaurant they may open themselves (a chain admin, a manager of both), where they would see it anyway.
 * @example mayViewGuestData({ mode: 'own', site_ids: [] }, 'ams', 'rot', true) //=> true
 */
export function mayViewGuestData(
  sharing: GuestSharing,
  viewingSiteId: string,
  dataSiteId: string,
  callerWorksAtDataSite: boolean,
): boolean {
  return callerWorksAtDataSite || isSharedWith(sharing, viewingSiteId, dataSiteId);
}
