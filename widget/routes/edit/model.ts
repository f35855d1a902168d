import { signal } from '@preact/signals';
import type { Reservation } from '../../../shared/api/types';
import { MAX_GROUP_ONLINE } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-words';
import { createEndpoints } from '../../api/endpoints';
import { refusalWordsFor } from '../../i18n/refusal-words';
import type { ApiError } from '../../api/errors';
import type { App } from '../../state/create-app';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { editFlow, type EditFacts, type EditStep } from './flow';

/** The change being made in the edit flow (edit → check → process). */
export interface EditDraft {
  conf: string;
  date: string;
  time: string;
  party_size: number;
}

/** A message to show, by key, with its placeholders. */
export interface Refusal {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** What an API failure tells the guest: its message and the facts it names (the restaurant's phone, say). */
const refusalOf = (error: ApiError | null, otherwise: MessageKey = 'serverError'): Refusal =>
  error ? { key: error.messageKey, values: error.values } : { key: otherwise };

/** The edit and cancel flow's model: the change being made, and the actions of edit, check, save and cancel. */
export function createEditFlow(app: App) {
  const { state } = app;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  const draft = signal<EditDraft | null>(null);
  /** The reservation whose change was saved last in this visit. */
  const changedConf = signal<string | null>(null);

  /** The guards' facts for the reservation of a route. */
  const facts = (conf: string): EditFacts => ({
    hasDraft: draft.value?.conf === conf,
    changed: changedConf.value === conf,
  });
  const goOn = (step: EditStep, conf: string, options: { replace?: boolean; query?: string } = {}) => {
    const next = nextStep(editFlow, step, facts(conf));
    app.actions.navigation.go(pathFor(next, { conf }) + (options.query ?? ''), options);
  };

  const actions = {
    /**
     * The reservation behind a conf route param. Manage links carry only the id, and the API addresses a
     * reservation by site and id, so the site comes from the guest's list (GET /users/me/reservations, which
     * with a conf access token answers exactly that reservation).
     */
    async findReservation(conf: string): Promise<{ reservation: Reservation } | { error: ApiError | null }> {
      const known = state.auth.reservations.value.find((reservation) => reservation.id === conf);
      if (known) return { reservation: known };
      const result = await endpoints.getMyReservations();
      // A dead or foreign token, or no such list, all mean the same to the guest: no such reservation.
      if (!result.ok) return { error: [401, 403, 404].includes(result.error.status) ? null : result.error };
      state.auth.reservations.value = result.data.reservations;
      const found = result.data.reservations.find((reservation) => reservation.id === conf);
      return found ? { reservation: found } : { error: null };
    },
    /** The guest chose a new date, time or party size: on to the check. Returns what is wrong instead, if anything. */
    chooseChange(change: EditDraft): Refusal | null {
      if (!change.date || !/^\d{2}:\d{2}$/.test(change.time)) return { key: 'required' };
      if (change.party_size > MAX_GROUP_ONLINE)
        return { key: 'maxGroupSize', values: { value: MAX_GROUP_ONLINE } };
      draft.value = change;
      goOn('reservation-edit', change.conf);
      return null;
    },
    /** Back to the edit step from the check or a failed save. */
    change(conf: string) {
      app.actions.navigation.go(pathFor('reservation-edit', { conf }));
    },
    /** The checked change is what the guest wants: on to saving it. */
    approve(conf: string) {
      goOn('reservation-edit-check', conf);
    },
    /** Saves the chosen change (PATCH), then the guest's list with its success line. Returns the refusal, if any. */
    async save(conf: string): Promise<Refusal | null> {
      const change = draft.peek();
      if (!change || change.conf !== conf) return null;
      const found = await actions.findReservation(conf);
      if (!('reservation' in found)) return refusalOf(found.error, 'reservationNotFound');
      const result = await endpoints.updateReservation(found.reservation.site_id, conf, {
        date: change.date,
        time: change.time,
        party_size: change.party_size,
      });
      if (!result.ok) return refusalOf(result.error);
      state.auth.reservations.value = state.auth.reservations.value.map((item) =>
        item.id === conf ? result.data.reservation : item,
      );
      changedConf.value = conf;
      goOn('reservation-edit-process', conf, { replace: true, query: '?updated=1' });
      draft.value = null;
      return null;
    },
    /** Cancels the reservation (DELETE), then cancel success. Returns the refusal, if any. */
    async cancel(reservation: Reservation): Promise<Refusal | null> {
      const result = await endpoints.cancelReservation(reservation.site_id, reservation.id);
      if (!result.ok) return refusalOf(result.error);
      state.auth.reservations.value = state.auth.reservations.value.map((item) =>
        item.id === reservation.id ? { ...item, status: 'cancelled' } : item,
      );
      // An app-started navigation: what lets the cancel-success step's arrival guard through.
      goOn('reservation-cancel', reservation.id);
      return null;
    },
  };

  return { draft, facts, actions, endpoints };
}
