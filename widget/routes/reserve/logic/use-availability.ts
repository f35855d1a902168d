import type { AvailabilityAnswer } from '../../../../shared/api/types';
import { RANGE_PROBE_SIZES } from '../../../../shared/constants';
import { useAnswer } from '../../../api/use-answer';
import { useJourney } from './use-journey';

/**
 * A restaurant's day for every probed party size (availability, sizes 1-8 and 10-21 in one call), asked
 * again when the restaurant, the day or the flow changes, or on Retry. A failed call clears the data and
 * is a failure to show with Retry: never a day without tables, which would send the guest to phone or elsewhere.
 */
export function useAvailability(location: string | null, date: string, flowName: string | undefined) {
  const { state, endpoints } = useJourney();
  const { data, failure, retry } = useAnswer<AvailabilityAnswer>(
    location && JSON.stringify([location, date, flowName]),
    () => endpoints.getAvailability(location ?? '', { date, party_size: RANGE_PROBE_SIZES, flow: flowName }),
    state.loading.targetTimeslotsData,
  );
  return { answer: data, failure, retry };
}
