import { useEffect, useState } from 'preact/hooks';
import type { AvailabilityAnswer } from '../../../../shared/api/types';
import { RANGE_PROBE_SIZES } from '../../../../shared/constants';
import type { ApiError } from '../../../api/errors';
import { useJourney } from './use-journey';

/**
 * A restaurant's day for every probed party size (SPEC §7 availability, sizes 1-8 and 10-21 in one call), asked
 * again when the restaurant, the day or the flow changes, or on Retry. A failed call clears the data (SPEC §7) and
 * is a failure to show with Retry: never a day without tables, which would send the guest to phone or elsewhere.
 */
export function useAvailability(location: string | null, date: string, flowName: string | undefined) {
  const { state, endpoints } = useJourney();
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loading = state.loading.targetTimeslotsData;
  useEffect(() => {
    setAnswer(null);
    setFailure(null);
    if (!location) return;
    let live = true;
    loading.value = true;
    void endpoints
      .getAvailability(location, { date, party_size: RANGE_PROBE_SIZES, flow: flowName })
      .then((result) => {
        if (!live) return;
        loading.value = false;
        if (result.ok) setAnswer(result.data);
        else setFailure(result.error);
      });
    return () => {
      live = false;
      loading.value = false;
    };
  }, [location, date, flowName, endpoints, loading, attempt]);
  return { answer, failure, retry: () => setAttempt((count) => count + 1) };
}
