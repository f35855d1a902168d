import type { AvailabilityAnswer } from '../../../../shared/api/types';
import { RANGE_PROBE_SIZES } from '../../../../shared/constants';
import { answerForSize, askedAlone } from '../../../../shared/slots/offer';
import { useAnswer } from '../../../api/use-answer';
import { useJourney } from './use-journey';

/**
 * A restaurant's day for every probed party size (availability, sizes 1-8 and 10-21 in one call), asked
 * again when the restaurant, the day or the flow changes, or on Retry. A size that call skips (9) is asked on its
 * own when chosen, alongside: `times` is the answer holding the chosen size's times. A failed call clears the data
 * and is a failure to show with Retry: never a day without tables, which would send the guest to phone or elsewhere.
 */
export function useAvailability(
  location: string | null,
  date: string,
  flowName: string | undefined,
  partySize: number,
) {
  const { state, endpoints } = useJourney();
  const range = useAnswer<AvailabilityAnswer>(
    location && JSON.stringify([location, date, flowName]),
    () => endpoints.getAvailability(location ?? '', { date, party_size: RANGE_PROBE_SIZES, flow: flowName }),
    state.loading.targetTimeslotsData,
  );
  const alone = askedAlone(partySize);
  const own = useAnswer<AvailabilityAnswer>(
    location && alone ? JSON.stringify([location, date, flowName, partySize]) : null,
    () => endpoints.getAvailability(location ?? '', { date, party_size: partySize, flow: flowName }),
  );
  return {
    answer: range.data,
    times: answerForSize(range.data, own.data, partySize),
    failure: range.failure ?? (alone ? own.failure : null),
    retry: () => {
      range.retry();
      if (alone) own.retry();
    },
  };
}
