import type { Profile, UserAnswer } from '../../shared/api/types';
import type { Api } from './client';

/** The two calls the shell itself makes (profile on token change, log-out on the index page). */
export const getProfile = (api: Api) => api.get<UserAnswer | Profile>('/users/me');
export const signOut = (api: Api) => api.delete<null>('/sessions/current');

/** GET /users/me may answer the profile bare or wrapped in {user}. */
export const profileOf = (answer: UserAnswer | Profile): Profile => ('user' in answer ? answer.user : answer);
