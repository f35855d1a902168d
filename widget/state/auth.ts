import { effect } from '@preact/signals';
import type { Api } from '../api/client';
import { getProfile, profileOf, signOut } from '../api/session-calls';
import type { AppState } from './app-state';

/** Auth actions the shell needs, apart from the auth data they change (code sign-in: auth-flow.ts). */
export function createAuthActions(state: AppState, api: Api) {
  const { auth, tokenStore } = state;

  const actions = {
    /**
     * Keeps a full token in memory and in storage with its expiry: the server's `expiresAt` when it gave one,
     * else 7 days with remember and 30 minutes without.
     */
    setToken(token: string, remember = auth.remember.value, expiresAt?: number): void {
      auth.remember.value = remember;
      auth.tempToken.value = null;
      tokenStore.save(token, remember, expiresAt);
      auth.token.value = token;
    },
    /** ResetToken: clears the token and its stored copy. */
    resetToken(): void {
      tokenStore.clear();
      auth.token.value = null;
    },
    /** A reservation found by number (retrieve): its id is the access token now, replacing an earlier one. */
    useAccessToken(reservationId: string): void {
      auth.accessToken.value = reservationId;
    },
    /** With a conf route param and no current token, sign in with that reservation's access token. */
    signInWithAccessToken(conf: string): boolean {
      if (auth.currentToken.value || !conf) return false;
      auth.accessToken.value = conf;
      return true;
    },
    /** Logout clears token and profile (and the list that belongs to them). */
    async logout(): Promise<void> {
      if (auth.token.value) await signOut(api);
      actions.resetToken();
      auth.tempToken.value = null;
      auth.accessToken.value = null;
      auth.profile.value = null;
      auth.reservations.value = [];
    },
  };
  return actions;
}

export type AuthActions = ReturnType<typeof createAuthActions>;

/**
 * The profile is fetched whenever the current token changes; cleared when there is none or on failure.
 * Returns the effect's dispose.
 */
export function watchProfile(state: AppState, api: Api): () => void {
  let generation = 0;
  return effect(() => {
    // Only a guest's session has a profile: a reservation's access token (retrieve, a manage link) has none, and
    // asking with it is a 403 in the console for nothing.
    void state.auth.currentToken.value;
    const token = state.auth.token.value;
    const mine = ++generation;
    if (!token) {
      state.auth.profile.value = null;
      return;
    }
    void getProfile(api).then((result) => {
      if (mine !== generation) return; // a newer token took over while we waited
      state.auth.profile.value = result.ok ? profileOf(result.data) : null;
    });
  });
}
