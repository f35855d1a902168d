/** Site list rules (GET /sites). */
export * from './types';
export { isListable, listedSites, hasOpenSlot, alternativeSites, type SiteListOptions } from './lists';
export { siteFromLocation } from './from-location';
export { namesAnotherRestaurant, RESTAURANT_KEYS } from './site-change';
