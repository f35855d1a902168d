/** The restaurants screen's calls: the chain admin's routes (server/routes/staff-restaurants.ts). */
import type * as v from 'valibot';
import {
  RestaurantAnswerSchema,
  RestaurantsAnswerSchema,
  type StoredRestaurantSchema,
} from '../../shared/api/restaurant-answers';
import type { Restaurant } from '../../shared/restaurants/restaurant';
import type { StaffApi, StaffResult } from '../api/staff-api';

export type StoredRestaurant = v.InferOutput<typeof StoredRestaurantSchema>;

export function createRestaurantsApi(api: Pick<StaffApi, 'request'>) {
  const base = '/chain/restaurants';
  const one = async (answer: Promise<StaffResult<{ restaurant: StoredRestaurant }>>) => {
    const result = await answer;
    return result.ok ? { ok: true as const, data: result.data.restaurant } : result;
  };
  return {
    list: () => api.request('GET', base, RestaurantsAnswerSchema),
    create: (restaurant: Restaurant) =>
      one(api.request('POST', base, RestaurantAnswerSchema, { body: restaurant })),
    update: (id: string, restaurant: Restaurant) =>
      one(api.request('PUT', `${base}/${id}`, RestaurantAnswerSchema, { body: restaurant })),
    archive: (id: string, archived: boolean) =>
      one(api.request('POST', `${base}/${id}/${archived ? 'archive' : 'unarchive'}`, RestaurantAnswerSchema)),
  };
}

export type RestaurantsApi = ReturnType<typeof createRestaurantsApi>;
