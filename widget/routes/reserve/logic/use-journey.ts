import { useEffect, useState } from 'preact/hooks';
import type { Site } from '../../../../shared/api/types';
import { DEFAULT_CHANNEL } from '../../../../shared/constants';
import { isValidEmail } from '../../../../shared/people/email';
import { useBookingEndpoints } from '../../../api/use-booking-endpoints';
import { messageTexts } from '../../../i18n/messages';
import { useNamespace } from '../../../i18n/use-i18n';
import { useApp } from '../../../state/context';
import type { UserFormValues } from '../../../state/forms';
import { readForm } from '../../../state/forms';
import { reserveTexts } from '../texts';
import { canEnter, fallbackStep, nextStep, stepUrl, type JourneyFacts, type JourneyStep } from './flow';
import { journeyFor } from './journey-store';

/** The details passed the form once (phone already normalised to E.164); checked without phone metadata. */
export function detailsComplete(user: UserFormValues): boolean {
  return (
    user.first_name.trim() !== '' &&
    user.last_name.trim() !== '' &&
    /^\+[1-9]\d{6,14}$/.test(user.phone_number) &&
    isValidEmail(user.email)
  );
}

/** Everything a reservation-flow page needs: app, calls, journey, texts, the flow and its facts. */
export function useJourney() {
  const app = useApp();
  const endpoints = useBookingEndpoints();
  const journey = journeyFor(app.state);
  const t = useNamespace(reserveTexts);
  const m = useNamespace(messageTexts);
  const { state } = app;
  const config = state.config.value;
  // The promotion itself (rules and data) loads with the filter and the booking call, not with every page.
  const flowName = config.flow || undefined;
  const dealCode = config.deal || undefined;
  const extras = journey.extras.value;
  const user = readForm(state.userForm);
  const profile = state.auth.profile.value;
  const facts: JourneyFacts = {
    location: state.reservationForm.location.value,
    timeSlot: state.reservationForm.timeSlot.value,
    detailsValid: detailsComplete(user),
    signedIn: Boolean(state.auth.token.value),
    emailQuestionOpen:
      extras.emailChoice === null && emailDiffers(user.email, extras.storedEmail ?? profile?.email ?? null),
    hasResult: extras.result !== null,
    hasFailure: extras.failure !== null,
  };
  const siteId = facts.location ?? config.site ?? '';
  const go = (step: JourneyStep, options: { replace?: boolean } = {}) =>
    app.actions.navigation.go(stepUrl(step, siteId), options);
  return {
    app,
    state,
    endpoints,
    journey,
    extras,
    t,
    m,
    flowName,
    dealCode,
    facts,
    siteId,
    go,
    next: (step: JourneyStep) => go(nextStep(step, facts)),
    language: state.language.value,
  };
}

/** Whether the e-mail typed differs from the one stored (case ignored); false when nothing is stored. */
export function emailDiffers(typed: string, stored: string | null): boolean {
  return Boolean(stored) && typed.trim().toLowerCase() !== stored!.trim().toLowerCase();
}

/** Sends a guest who may not be on `step` (deep link, refresh, Back) to the furthest step they can enter. */
export function useStepGuard(step: JourneyStep, facts: JourneyFacts, siteId: string): boolean {
  const app = useApp();
  const allowed = canEnter(step, facts);
  useEffect(() => {
    if (!allowed) app.actions.navigation.go(stepUrl(fallbackStep(step, facts), siteId), { replace: true });
  }, [allowed]);
  return allowed;
}

/** The chain's sites for the channel (GET /sites, cached by the client); [] on failure (SPEC §7). */
export function useSites(): { sites: Site[]; loaded: boolean } {
  const app = useApp();
  const endpoints = useBookingEndpoints();
  const channel = app.state.config.value.channel || DEFAULT_CHANNEL;
  const [answer, setAnswer] = useState<{ sites: Site[]; loaded: boolean }>({ sites: [], loaded: false });
  useEffect(() => {
    let live = true;
    app.state.loading.sitesList.value = true;
    void endpoints.getSites({ type: channel }).then((result) => {
      app.state.loading.sitesList.value = false;
      if (live) setAnswer({ sites: result.ok ? result.data.sites : [], loaded: true });
    });
    return () => {
      live = false;
    };
  }, [channel]);
  return answer;
}
