import { signal } from '@preact/signals';
import type { TurnedAwayAnswer } from '../../shared/api/turned-away-answers';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import type { ReportQuery } from './report-range';
import { createTurnedAwayApi, type TurnedAwayApi } from './turned-away-api';

/**
 * The demand-turned-away section's state: the figures of the query the report on screen answers (asked when that
 * query changes), while they load, or why they could not be read. Only the latest question lands.
 */
export function createTurnedAwayModel(api: TurnedAwayApi) {
  const answer = signal<TurnedAwayAnswer | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  let latest = 0;

  return {
    answer,
    loading,
    refusal,
    /** Reads the figures of `query`; null forgets them (nothing shown). */
    async show(query: ReportQuery | null): Promise<void> {
      const request = ++latest;
      answer.value = null;
      refusal.value = null;
      loading.value = query !== null;
      if (!query) return;
      const result = await api.turnedAway(query);
      if (request !== latest) return;
      loading.value = false;
      if (result.ok) answer.value = result.data;
      else refusal.value = result.refusal;
    },
  };
}

export type TurnedAwayModel = ReturnType<typeof createTurnedAwayModel>;

/** The section's model in the app, made with the figures screen's (screens.ts loads both in its chunk). */
export const turnedAwayScreenModel = (app: StaffApp): TurnedAwayModel =>
  createTurnedAwayModel(createTurnedAwayApi(app.api));
