import type { OtpRequestBody } from '../../shared/api/requests';
import type { Endpoints } from '../api/endpoints';
import type { App } from './create-app';

/** Code sign-in and the guest's list (SPEC §4, §7), for lazy pages: `createAuthFlow(app, useEndpoints())`. */
export function createAuthFlow(app: App, endpoints: Endpoints) {
  const { auth } = app.state;
  return {
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
        app.actions.auth.setToken(result.data.token);
        auth.profile.value = result.data.profile;
      }
      return result;
    },
    /** The signed-in guest's reservations; a failed fetch clears the list (SPEC §7). */
    async loadReservations(): Promise<void> {
      const result = await endpoints.getMyReservations();
      auth.reservations.value = result.ok ? result.data.reservations : [];
    },
  };
}
