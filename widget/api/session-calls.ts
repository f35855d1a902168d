import type { Profile, UserAnswer } from '../../shared/api/types';
import type { ApiClient } from './client';

/** The two calls the shell itself makes (profile on token change, log-out on the index page). */
export const getProfile = (api: ApiClient) => api.get<UserAnswer | Profile>('/users/me');
export const signOut = (api: ApiClient) => api.delete<null>('/sessions/current');

/** GET /users/me may answer the profile bare or wrapped in {user}. */
export const profileOf = (answer: UserAnswer | Profile): Profile => ('user' in answer ? answer.user : answer);
