import type { Language } from '../../../shared/constants';
import { useChunk } from './use-chunk';

/**
 * The chunk of the flow's off-path screens (./on-demand). Imported from here, inside the group's chunk, so it
 * reuses the modules the group has already loaded instead of splitting them into a chunk of their own.
 */
export const loadOnDemand = () => import('./on-demand');
export type OnDemand = Awaited<ReturnType<typeof loadOnDemand>>;

/**
 * The chunk of the details page and the steps after it (./booking-path) with its texts in the guest's language,
 * fetched once the guest chooses a time (./filter.tsx).
 */
export const loadBookingPath = (language: Language) =>
  import('./booking-path').then(async (module) => {
    await module.bookingPathWords.load(language);
    return module;
  });

/**
 * The on-demand chunk for a part of a page (the filter's alternatives): null until it is there; it starts loading
 * the first time `wanted` holds (./use-chunk.ts).
 */
export const useOnDemand = (wanted: boolean, load: () => Promise<OnDemand> = loadOnDemand): OnDemand | null =>
  useChunk(wanted, load);
