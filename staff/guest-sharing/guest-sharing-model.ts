import { signal } from '@preact/signals';
import * as v from 'valibot';
import { GUEST_SHARING_MODES, type GuestSharing } from '../../shared/staff/guest-sharing';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApi } from '../api/staff-api';
import type { StaffApp } from '../shell/create-staff-app';

const SharingAnswerSchema = v.object({
  sharing: v.object({ mode: v.picklist(GUEST_SHARING_MODES), site_ids: v.array(v.string()) }),
  restaurants: v.array(v.object({ site_id: v.string(), site_name: v.string() })),
});
export type SharingAnswer = v.InferOutput<typeof SharingAnswerSchema>;

/** The chain's setting of guest-record sharing: read when the screen opens, saved with its answer. */
export function createGuestSharingModel(api: Pick<StaffApi, 'request'>) {
  const answer = signal<SharingAnswer | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const busy = signal(false);
  const saved = signal(false);

  async function load(): Promise<void> {
    loading.value = true;
    refusal.value = null;
    const result = await api.request('GET', '/chain/guest-sharing', SharingAnswerSchema);
    loading.value = false;
    if (result.ok) answer.value = result.data;
    else refusal.value = result.refusal;
  }

  async function save(sharing: GuestSharing): Promise<void> {
    busy.value = true;
    saved.value = false;
    refusal.value = null;
    const result = await api.request('PUT', '/chain/guest-sharing', SharingAnswerSchema, { body: sharing });
    busy.value = false;
    if (result.ok) {
      answer.value = result.data;
      saved.value = true;
    } else refusal.value = result.refusal;
  }

  return { answer, loading, refusal, busy, saved, load, save };
}

export type GuestSharingModel = ReturnType<typeof createGuestSharingModel>;

/** The screen's model, made when the screen first loads (staff/screens.ts). */
export const guestSharingScreenModel = (app: StaffApp): GuestSharingModel => createGuestSharingModel(app.api);
