import { signal } from '@preact/signals';
import type { Restaurant } from '../../shared/restaurants/restaurant';
import type { StaffRefusal } from '../api/refusal';
import type { StaffApi } from '../api/staff-api';
import type { StaffApp } from '../shell/create-staff-app';
import { createRestaurantsApi, type StoredRestaurant } from './restaurants-api';

/** What the last change did, said on screen. */
export type RestaurantsDone = { kind: 'saved' | 'archived' | 'unarchived'; name: string };

/** The chain's restaurants: read when the screen opens; each change answered with the restaurant as it now is. */
export function createRestaurantsModel(api: Pick<StaffApi, 'request'>) {
  const calls = createRestaurantsApi(api);
  const restaurants = signal<StoredRestaurant[] | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const busy = signal(false);
  const done = signal<RestaurantsDone | null>(null);
  /** The restaurant whose archiving was refused, named in the refusal's words. */
  const refusedName = signal<string | null>(null);
  /** The restaurant in the form: its id, 'new', or none. */
  const editing = signal<string | null>(null);

  async function load(): Promise<void> {
    loading.value = true;
    refusal.value = null;
    const result = await calls.list();
    loading.value = false;
    if (result.ok) restaurants.value = result.data.restaurants;
    else refusal.value = result.refusal;
  }

  const keep = (restaurant: StoredRestaurant) => {
    const others = (restaurants.value ?? []).filter((one) => one.id !== restaurant.id);
    restaurants.value = [...others, restaurant].sort((a, b) => a.name.localeCompare(b.name));
  };

  async function run(
    change: () => Promise<{ ok: true; data: StoredRestaurant } | { ok: false; refusal: StaffRefusal }>,
    kind: RestaurantsDone['kind'],
  ): Promise<boolean> {
    busy.value = true;
    done.value = null;
    refusal.value = null;
    const result = await change();
    busy.value = false;
    if (!result.ok) {
      refusal.value = result.refusal;
      return false;
    }
    keep(result.data);
    done.value = { kind, name: result.data.name };
    return true;
  }

  async function save(restaurant: Restaurant): Promise<void> {
    const id = editing.value;
    const saved = await run(
      () => (id && id !== 'new' ? calls.update(id, restaurant) : calls.create(restaurant)),
      'saved',
    );
    if (saved) editing.value = null;
  }

  const setArchived = (id: string, archived: boolean) => {
    refusedName.value = restaurants.value?.find((one) => one.id === id)?.name ?? null;
    return run(() => calls.archive(id, archived), archived ? 'archived' : 'unarchived');
  };

  return { restaurants, loading, refusal, refusedName, busy, done, editing, load, save, setArchived };
}

export type RestaurantsModel = ReturnType<typeof createRestaurantsModel>;

/** The screen's model, made when the screen first loads (staff/screens.ts). */
export const restaurantsScreenModel = (app: StaffApp): RestaurantsModel => createRestaurantsModel(app.api);
