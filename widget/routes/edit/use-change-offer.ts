import { useEffect, useState } from 'preact/hooks';
import type { AvailabilityAnswer, Reservation, Site } from '../../../shared/api/types';
import type { ApiError } from '../../api/errors';
import { useAnswer } from '../../api/use-answer';
import { RANGE_PROBE_SIZES } from '../../../shared/constants';
import { answerForSize, askedAlone } from '../../../shared/slots/offer';
import type { FlowRules } from '../../../shared/promotions/types';
import { loadExtraFlow } from '../reserve/logic/extra-flow';
import { useEditFlow } from './use-edit-flow';

/** The booking's restaurant (GET /sites/{id}): its online window and its phone; null until it is there. */
export function useSite(siteId: string): Site | null {
  const { endpoints } = useEditFlow();
  const [site, setSite] = useState<Site | null>(null);
  useEffect(() => {
    let live = true;
    void endpoints.getSite(siteId).then((result) => live && result.ok && setSite(result.data.site));
    return () => void (live = false);
  }, [endpoints, siteId]);
  return site;
}

export interface ChangeOffer {
  site: Site | null;
  /** The promotion the booking was made under, with its rules (its days and sizes still apply to a change). */
  flow: FlowRules | undefined;
  /** The day's availability for every party size, the booking's own tables counted free; null while any is loading. */
  answer: AvailabilityAnswer | null;
  /** The answer holding the chosen size's times: `answer`, or the size's own call for a size it skipped (9). */
  times: AvailabilityAnswer | null;
  /** Why the day's availability could not be fetched (offline, a server fault): told with Retry, never 'no times'. */
  failure: ApiError | null;
  retry: () => void;
}

/**
 * What a change of this booking can offer on a day, by the filter's rules (shared/slots/offer): the restaurant,
 * the booking's promotion, and the availability of the day with the booking's own tables free (* availability with reservation_id), so its own time is offered too.
 */
export function useChangeOffer(reservation: Reservation, date: string, partySize: number): ChangeOffer {
  const { endpoints } = useEditFlow();
  const site = useSite(reservation.site_id);
  const promotion = reservation.flow ?? undefined;
  const [flow, setFlow] = useState<{ rules: FlowRules | undefined } | null>(null);
  const range = useAnswer<AvailabilityAnswer>(
    JSON.stringify([reservation.site_id, reservation.id, date, promotion]),
    () =>
      endpoints.getAvailability(reservation.site_id, {
        date,
        party_size: RANGE_PROBE_SIZES,
        ...(promotion ? { flow: promotion } : {}),
        reservation_id: reservation.id,
      }),
  );
  const alone = askedAlone(partySize);
  const own = useAnswer<AvailabilityAnswer>(
    alone ? JSON.stringify([reservation.site_id, reservation.id, date, promotion, partySize]) : null,
    () =>
      endpoints.getAvailability(reservation.site_id, {
        date,
        party_size: partySize,
        ...(promotion ? { flow: promotion } : {}),
        reservation_id: reservation.id,
      }),
  );

  useEffect(() => {
    let live = true;
    void loadExtraFlow(promotion).then((rules) => live && setFlow({ rules }));
    return () => void (live = false);
  }, [promotion]);

  // The restaurant's online window and the promotion's rules decide which times show: until both are known, none.
  const known = Boolean(flow && site);
  return {
    site,
    flow: flow?.rules,
    answer: known ? range.data : null,
    times: known ? answerForSize(range.data, own.data, partySize) : null,
    failure: range.failure ?? (alone ? own.failure : null),
    retry: () => {
      range.retry();
      if (alone) own.retry();
    },
  };
}
