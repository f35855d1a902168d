/**
 * The restaurants' answers: the list, one restaurant, and its free times. The server produces them, the widget reads
 * them (types only: these schemas never ship in the guest bundle), and /api/openapi.json documents them.
 * Field names are snake_case on the wire.
 */
import * as v from 'valibot';

export const MEAL_PERIODS = ['breakfast', 'lunch', 'dinner'] as const;
export const MealPeriodSchema = v.picklist(MEAL_PERIODS);

/** The four sizes of a restaurant's picture. */
export const ImageSetSchema = v.object({ full: v.string(), lg: v.string(), md: v.string(), sm: v.string() });

/** Opening hours of one weekday, per meal period, 'HH:mm'. */
export const OpeningHoursSchema = v.object({
  weekday: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(7),
    v.description('ISO weekday, 1 = Monday'),
  ),
  periods: v.array(v.object({ period: MealPeriodSchema, from: v.string(), to: v.string() })),
});

/** The rules' extra block (shared/sites/types.ts), with the image always the four-size map. */
export const SiteExtraSchema = v.object({
  image: v.optional(ImageSetSchema),
  exclude_from_atbl: v.optional(v.boolean()),
  min_atbl_timeslot: v.optional(v.string()),
  max_atbl_timeslot: v.optional(v.string()),
});

/** A restaurant as GET /sites lists it: every address field given, plus the info block. */
export const SiteSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  extra: SiteExtraSchema,
  city: v.string(),
  address: v.string(),
  postcode: v.string(),
  lat: v.number(),
  long: v.number(),
  phone: v.string(),
  parking: v.string(),
  route: v.pipe(
    v.optional(v.string()),
    v.description('How to get there, as the chain writes it (may be empty)'),
  ),
  email: v.pipe(v.optional(v.string()), v.description("The restaurant's e-mail address (may be empty)")),
  experiences: v.array(v.string()),
  texts: v.pipe(
    v.object({
      nl: v.object({ parking: v.string(), route: v.optional(v.string()), experiences: v.array(v.string()) }),
    }),
    v.description("The restaurant's own texts in Dutch (the English ones until the chain writes them)"),
  ),
  badges: v.object({
    dogs_welcome: v.boolean(),
    disabled_toilet: v.boolean(),
    terrace_not_reservable: v.boolean(),
  }),
  opening_hours: v.array(OpeningHoursSchema),
  channels: v.array(v.string()),
  has_availability: v.pipe(
    v.optional(v.boolean()),
    v.description(
      'Only when date is asked: at least one available, non-suspended slot for date and party_size',
    ),
  ),
});

/** GET /sites. */
export const SitesAnswerSchema = v.object({ sites: v.array(SiteSchema) });
/** GET /sites/{siteId}. */
export const SiteAnswerSchema = v.object({ site: SiteSchema });

export const AvailabilityTimeSchema = v.object({
  time: v.string(),
  is_available: v.boolean(),
  online_suspended: v.boolean(),
  end_time_note: v.pipe(
    v.optional(v.string()),
    v.description("A Christmas sitting's end in English, 'until 15.00'"),
  ),
  end_time: v.pipe(
    v.optional(v.string()),
    v.description("The same end as 'HH:mm', for a client's own language"),
  ),
  christmas_category: v.optional(v.picklist(['lunch', 'dinner'])),
});

export const AvailabilitySessionSchema = v.object({
  session_name: v.string(),
  seating_areas: v.array(v.object({ seating_area_uid: v.string() })),
  times: v.array(AvailabilityTimeSchema),
});

export const AvailabilityDaySchema = v.object({
  date: v.string(),
  sessions: v.array(AvailabilitySessionSchema),
});

/**
 * GET /sites/{siteId}/reservations/availability. With one party size: `days`.
 * With a comma list: `days` for the first size and `by_party_size` for every size asked.
 */
export const AvailabilityAnswerSchema = v.object({
  days: v.array(AvailabilityDaySchema),
  by_party_size: v.optional(v.record(v.string(), v.array(AvailabilityDaySchema))),
});
