/** The chain admin's restaurant routes' answers (server/routes/staff-restaurants.ts): a restaurant as stored. */
import * as v from 'valibot';

const TextsSchema = v.object({ parking: v.string(), route: v.string(), experiences: v.array(v.string()) });

/** A restaurant as the chain admin keeps it: the fields of shared/restaurants/restaurant.ts, with its id. */
export const StoredRestaurantSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  address: v.string(),
  postcode: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  outside_nl_confirmed: v.boolean(),
  phone: v.string(),
  email: v.string(),
  texts: v.object({ en: TextsSchema, nl: TextsSchema }),
  badges: v.object({
    dogs_welcome: v.boolean(),
    disabled_toilet: v.boolean(),
    terrace_not_reservable: v.boolean(),
  }),
  channels: v.array(v.string()),
  offered_as_alternative: v.boolean(),
  archived: v.pipe(v.boolean(), v.description('Archived: no new bookings, in no list; its bookings stay')),
});

/** GET /staff/chain/restaurants: every restaurant, archived ones too, by name. */
export const RestaurantsAnswerSchema = v.object({ restaurants: v.array(StoredRestaurantSchema) });
/** One restaurant as it now is, after a change. */
export const RestaurantAnswerSchema = v.object({ restaurant: StoredRestaurantSchema });
