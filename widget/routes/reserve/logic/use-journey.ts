import { useEffect, useState } from 'preact/hooks';
import type { Site } from '../../../../shared/api/types';
import { DEFAULT_CHANNEL, MAX_GROUP_ONLINE } from '../../../../shared/constants';
import type { ApiError } from '../../../api/errors';
import { useAnswer } from '../../../api/use-answer';
import { messageWords, useMessageText } from '../../../i18n/message-words';
import { useNamespace } from '../../../i18n/use-i18n';
import { useApp, useFlowModel } from '../../../state/context';
import { stepNumber } from '../../flow-table';
import { useStepGuard } from '../../use-step-guard';
import { reservationFlow, type ReservationStep } from '../flow';
import { createReservationFlow } from '../model';
import { reserveWords } from '../reserve-words';

/** The app's reservation flow model (./model), made the first time a page of the flow asks. */
export const useReservationFlow = () => useFlowModel(createReservationFlow);

/** Everything a reservation-flow page needs: app, calls, the flow's model and facts, texts. */
export function useJourney() {
  const app = useApp();
  const flow = useReservationFlow();
  const t = useNamespace(reserveWords);
  const m = useNamespace(messageWords);
  const say = useMessageText();
  const { state } = app;
  const config = state.config.value;
  return {
    app,
    state,
    endpoints: flow.endpoints,
    actions: flow.actions,
    /** The flow's model itself, for what reads its state when it runs rather than when the page drew. */
    journey: flow,
    extras: flow.extras.value,
    facts: flow.facts.value,
    siteId: flow.siteId.value,
    t,
    m,
    /** The words of any message key, refusals included: `say(error.messageKey, error.values)`. */
    say,
    // The host's extra flow (a promotion): its rules load with the filter and the booking call, not with every page.
    flowName: config.flow || undefined,
    dealCode: config.deal || undefined,
    language: state.language.value,
  };
}

/**
 * The flow table's guard for a step of the reservation flow, and its number on the step indicator; a guest who may
 * not be there is sent to the furthest step they may enter.
 */
export function useReservationStep(step: ReservationStep): { allowed: boolean; number: number } {
  const flow = useReservationFlow();
  const allowed = useStepGuard(reservationFlow, step, flow.facts.value, { sid: flow.siteId.value });
  return { allowed, number: stepNumber(reservationFlow, step) };
}

interface SitesAnswer {
  sites: Site[];
  loaded: boolean;
  /** Why the list could not be fetched (offline, a server fault); the list is then empty. */
  failure: ApiError | null;
}

/** The chain's sites for the channel (GET /sites, cached by the client); [] and the failure when it fails. */
export function useSites(): SitesAnswer & { retry: () => void } {
  const app = useApp();
  const { endpoints } = useReservationFlow();
  const channel = app.state.config.value.channel || DEFAULT_CHANNEL;
  const { data, failure, retry } = useAnswer(
    channel,
    async () => {
      const result = await endpoints.getSites({ type: channel });
      return result.ok ? { ...result, data: result.data.sites } : result;
    },
    app.state.loading.sitesList,
  );
  return { sites: data ?? [], loaded: data !== null || failure !== null, failure, retry };
}

/**
 * GET /sites with the chosen date and party size marks the restaurants that still have a free table, so
 * the list can say which are full before the guest picks one. The ids of the full ones; empty until known.
 */
export function useFullSites(date: string, partySize: number): ReadonlySet<string> {
  const app = useApp();
  const { endpoints } = useReservationFlow();
  const channel = app.state.config.value.channel || DEFAULT_CHANNEL;
  const [full, setFull] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    setFull(new Set());
    // Above the online maximum no restaurant books online: the filter says so itself.
    if (partySize > MAX_GROUP_ONLINE) return;
    void endpoints.getSites({ type: channel, date, party_size: partySize }).then((result) => {
      if (live && result.ok)
        setFull(
          new Set(result.data.sites.filter((site) => site.has_availability === false).map((site) => site.id)),
        );
    });
    return () => {
      live = false;
    };
  }, [endpoints, channel, date, partySize]);
  return full;
}

/**
 * A deal code that is unknown or used is told when the flow opens, not at the last step: the same answer
 * the booking call would give. Its message key, or null while it is fine (or being asked).
 */
export function useDealCodeRefusal(dealCode: string | undefined): 'dealCodeUsed' | 'dealCodeInvalid' | null {
  const { endpoints } = useReservationFlow();
  const [refusal, setRefusal] = useState<'dealCodeUsed' | 'dealCodeInvalid' | null>(null);
  useEffect(() => {
    let live = true;
    setRefusal(null);
    if (dealCode)
      void endpoints.checkDealCode(dealCode).then((result) => {
        // Only the code's own verdicts: a network failure shows where it happens, not as a bad code.
        if (
          live &&
          !result.ok &&
          (result.error.messageKey === 'dealCodeUsed' || result.error.messageKey === 'dealCodeInvalid')
        )
          setRefusal(result.error.messageKey);
      });
    return () => {
      live = false;
    };
  }, [endpoints, dealCode]);
  return refusal;
}
