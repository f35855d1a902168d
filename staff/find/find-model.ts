import { signal } from '@preact/signals';
import type { BookingSearch } from '../api/answers';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApp } from '../shell/create-staff-app';
import { createFindApi, type FindApi } from './find-api';

/** The shortest search the API takes. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * A search for bookings on any day at one restaurant (and what the others the person may see hold). Only the latest
 * search lands, so typing on never shows an older answer.
 */
export function createFindModel(api: FindApi) {
  const found = signal<{ siteId: string; query: string; answer: BookingSearch } | null>(null);
  const searching = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  let latest = 0;

  async function search(siteId: string, query: string): Promise<void> {
    const request = ++latest;
    const words = query.trim();
    refusal.value = null;
    if (words.length < SEARCH_MIN_LENGTH) {
      found.value = null;
      searching.value = false;
      return;
    }
    searching.value = true;
    const result = await api.search(siteId, words);
    if (request !== latest) return;
    searching.value = false;
    if (result.ok) found.value = { siteId, query: words, answer: result.data };
    else {
      found.value = null;
      refusal.value = result.refusal;
    }
  }

  return { found, searching, refusal, search };
}

export type FindModel = ReturnType<typeof createFindModel>;

/** The screen's model, made when the screen first loads (staff/screens.ts). */
export const findScreenModel = (app: StaffApp): FindModel => createFindModel(createFindApi(app.api));
