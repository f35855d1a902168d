import type { Promotion } from '../promotions/types';
import { isOpenForBooking } from '../slots/online';
import type { Session } from '../slots/types';
import type { Site } from './types';

/** What narrows a list: a flow's locations ("With flow locations set, only those restaurants are listed"). */
export interface SiteListOptions {
  /** A flow (shared/promotions flowRules); only its promotion's locations are read. */
  flow?: { readonly promotion: Pick<Promotion, 'locations'> };
}

/** Whether a site may appear in any list: not marked extra.exclude_from_atbl. */
export function isListable(site: Pick<Site, 'extra'>): boolean {
  return !site.extra?.exclude_from_atbl;
}

/**
 * The sites to list, in the given order: listable ones, and with a flow only its locations.
 * A flow with an empty location list lists nothing.
 */
export function listedSites<T extends Pick<Site, 'id' | 'extra'>>(
  sites: readonly T[],
  options: SiteListOptions = {},
): T[] {
  const flowIds = options.flow
    ? new Set(options.flow.promotion.locations.map((location) => location.id))
    : undefined;
  return sites.filter((site) => isListable(site) && (!flowIds || flowIds.has(site.id)));
}

/** Whether an availability answer has at least one available, non-suspended slot. */
export function hasOpenSlot(sessions: readonly Session[] | undefined): boolean {
  return (sessions ?? []).some((session) => session.times.some(isOpenForBooking));
}

type SessionsBySite =
  ReadonlyMap<string, readonly Session[]> | Readonly<Record<string, readonly Session[] | undefined>>;

function sessionsFor(bySite: SessionsBySite, siteId: string): readonly Session[] | undefined {
  if (bySite instanceof Map) return bySite.get(siteId);
  const record = bySite as Readonly<Record<string, readonly Session[] | undefined>>;
  return Object.hasOwn(record, siteId) ? record[siteId] : undefined;
}

/**
 * Alternative sites (GET /sites): the first item of the GET /sites list is dropped,
 * the rest is narrowed like any list, and a site counts only if its availability has an open slot.
 * A site without an availability answer (failed or not asked) does not count.
 * Pass sessions already filtered with visibleSessions to apply the full slot rules.
 */
export function alternativeSites<T extends Pick<Site, 'id' | 'extra'>>(
  sitesFromApi: readonly T[],
  sessionsBySite: SessionsBySite,
  options: SiteListOptions = {},
): T[] {
  return listedSites(sitesFromApi.slice(1), options).filter((site) =>
    hasOpenSlot(sessionsFor(sessionsBySite, site.id)),
  );
}
