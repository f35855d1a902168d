import type { OtpRequestBody } from '../../shared/api/requests';
import type { BookingEndpoints } from '../api/booking-endpoints';
import type { Endpoints } from '../api/endpoints';
import type { App } from './create-app';

/** A code asked and not yet checked: the temporary token that checks it, and the remember choice it was asked with. */
export interface AskedCode {
  token: string;
  remember: boolean;
}

/** Code sign-in, for the flows' models: `createAuthFlow(app, endpoints)`. */
export function createAuthFlow(app: App, endpoints: Pick<BookingEndpoints, 'requestOtp' | 'checkOtp'>) {
  const { auth } = app.state;
  const currentAsk = (): AskedCode | null =>
    auth.tempToken.value ? { token: auth.tempToken.value, remember: auth.remember.value } : null;
  return {
    /** Asks for a one-time code; the answer's token is kept as the temp token, and the guest's remember choice. */
    async requestCode(body: OtpRequestBody) {
      const result = await endpoints.requestOtp(body);
      if (result.ok) {
        auth.tempToken.value = result.data.token;
        auth.remember.value = body.remember !== false;
      }
      return result;
    },
    /**
     * Checks the code with the temp token (or the one a flow kept for its own code: `asked`); success keeps the full
     * token and the profile it came with. Null when no code was asked.
     */
    async checkCode(code: string, asked: AskedCode | null = currentAsk()) {
      if (!asked) return null;
      const result = await endpoints.checkOtp(code, asked.token);
      if (result.ok) {
        // The server decided the session's end from the remember choice (7 days or 30 minutes).
        app.actions.auth.setToken(result.data.token, asked.remember, Date.parse(result.data.expires_at));
        auth.profile.value = result.data.profile;
      }
      return result;
    },
  };
}

/** The signed-in guest's reservations; a failed fetch clears the list. */
export async function loadMyReservations(
  app: App,
  endpoints: Pick<Endpoints, 'getMyReservations'>,
): Promise<void> {
  const result = await endpoints.getMyReservations();
  app.state.auth.reservations.value = result.ok ? result.data.reservations : [];
}
