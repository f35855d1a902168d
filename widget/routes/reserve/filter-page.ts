import { lazy } from 'preact-iso';

/**
 * The filter and its rule engine (slots, promotions, sites, party size, date picker) load as their
 * own chunk when the filter opens, so the later steps of the flow do not carry them.
 */
export const FilterPage = lazy(() => import('./filter').then((module) => module.FilterPage));
