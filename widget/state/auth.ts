import { effect } from '@preact/signals';
import type { OtpRequestBody } from '../../shared/api/requests';
import { profileOf, type Endpoints } from '../api/endpoints';
import type { AppState } from './app-state';

/** Auth actions of SPEC §4, apart from the auth data they change. */
export function createAuthActions(state: AppState, endpoints: Endpoints) {
  const { auth, tokenStore } = state;

  const actions = {
    /** Keeps a full token in memory and in storage with its expiry (7 days with remember, else 30 minutes). */
    setToken(token: string, remember = auth.remember.value): void {
      auth.remember.value = remember;
      auth.tempToken.value = null;
      tokenStore.save(token, remember);
      auth.token.value = token;
    },
    /** SPEC §4 resetToken: clears the token and its stored copy. */
    resetToken(): void {
      tokenStore.clear();
      auth.token.value = null;
    },
    /** SPEC §4: with a conf route param and no current token, sign in with that reservation's access token. */
    signInWithAccessToken(conf: string): boolean {
      if (auth.currentToken.value || !conf) return false;
      auth.accessToken.value = conf;
      return true;
    },
    /** Asks for a one-time code; the answer's token is kept as the temp token. */
    async requestCode(body: OtpRequestBody) {
      const result = await endpoints.requestOtp(body);
      if (result.ok) auth.tempToken.value = result.data.token;
      return result;
    },
    /** Checks the code with the temp token; success keeps the full token and the profile it came with. */
    async checkCode(code: string) {
      const tempToken = auth.tempToken.value;
      if (!tempToken) return null;
      const result = await endpoints.checkOtp(code, tempToken);
      if (result.ok) {
        actions.setToken(result.data.token);
        auth.profile.value = result.data.profile;
      }
      return result;
    },
    /** SPEC §4: logout clears token and profile (and the list that belongs to them). */
    async logout(): Promise<void> {
      if (auth.token.value) await endpoints.signOut();
      actions.resetToken();
      auth.tempToken.value = null;
      auth.accessToken.value = null;
      auth.profile.value = null;
      auth.reservations.value = [];
    },
    /** The signed-in guest's reservations; a failed fetch clears the list (SPEC §7). */
    async loadReservations(): Promise<void> {
      const result = await endpoints.getMyReservations();
      auth.reservations.value = result.ok ? result.data.reservations : [];
    },
  };
  return actions;
}

export type AuthActions = ReturnType<typeof createAuthActions>;

/**
 * SPEC §4: the profile is fetched whenever the current token changes; cleared when there is none or on failure.
 * Returns the effect's dispose.
 */
export function watchProfile(state: AppState, endpoints: Endpoints): () => void {
  let generation = 0;
  return effect(() => {
    const token = state.auth.currentToken.value;
    const mine = ++generation;
    if (!token) {
      state.auth.profile.value = null;
      return;
    }
    void endpoints.getProfile().then((result) => {
      if (mine !== generation) return; // a newer token took over while we waited
      state.auth.profile.value = result.ok ? profileOf(result.data) : null;
    });
  });
}
