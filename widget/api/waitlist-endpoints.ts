/**
 * The guest waitlist's calls (docs/waitlist.md): joining with a session, the guest's requests at a restaurant, and
 * the link's reads and steps by its token. Their own module, so only the waitlist's pages and the guest's list carry
 * them.
 */
import type {
  JoinWaitlistBody,
  WaitlistRequestAnswer,
  WaitlistRequestsAnswer,
} from '../../shared/api/waitlist';
import { resultCalls, sitePath, type RefusalWordsLoader } from './booking-endpoints';
import type { Api } from './client';

const byToken = (token: string) => `/waitlist/${encodeURIComponent(token)}`;

export function createWaitlistEndpoints(client: Api, loadRefusalWords?: RefusalWordsLoader) {
  const api = resultCalls(client, loadRefusalWords);
  return {
    join: (siteId: string, body: JoinWaitlistBody) =>
      api.post<WaitlistRequestAnswer>(`${sitePath(siteId)}/waitlist`, body),
    /** The signed-in guest's requests at one restaurant. */
    mine: (siteId: string) =>
      api.get<WaitlistRequestsAnswer>(`${sitePath(siteId)}/waitlist`, { fresh: true }),
    /** Leaves a request by the session that joined it. */
    leaveById: (siteId: string, requestId: string) =>
      api.delete<WaitlistRequestAnswer>(`${sitePath(siteId)}/waitlist/${encodeURIComponent(requestId)}`, {
        statusKeys: { 404: 'waitlistNotFound' },
      }),
    /** The request of a link, with its offer while one is held. */
    read: (token: string) =>
      api.get<WaitlistRequestAnswer>(byToken(token), {
        fresh: true,
        statusKeys: { 404: 'waitlistNotFound' },
      }),
    decline: (token: string) =>
      api.post<WaitlistRequestAnswer>(`${byToken(token)}/decline`, undefined, {
        statusKeys: { 404: 'waitlistNotFound', 409: 'waitlistOfferGone' },
      }),
    leave: (token: string) =>
      api.post<WaitlistRequestAnswer>(`${byToken(token)}/leave`, undefined, {
        statusKeys: { 404: 'waitlistNotFound' },
      }),
  };
}

export type WaitlistEndpoints = ReturnType<typeof createWaitlistEndpoints>;
