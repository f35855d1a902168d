/**
 * A restaurant of the chain as its chain admin keeps it: one schema for the staff screen's form, the server's routes
 * and the import (scripts/restaurants.ts, docs/restaurants.md). Every message is a key of RESTAURANT_PROBLEMS.
 */
import * as v from 'valibot';
import { isValidEmail } from '../people/email';
import { formatPhone } from '../people/phone';

/** Why a field is refused: the keys of the words the staff screen and the import print. */
export const RESTAURANT_PROBLEMS = [
  'required',
  'tooLong',
  'invalidSlug',
  'invalidPostcode',
  'invalidPhone',
  'invalidEmail',
  'invalidPosition',
  'outsideNetherlands',
  'missingTranslation',
  'noChannel',
  'invalidId',
] as const;
export type RestaurantProblem = (typeof RESTAURANT_PROBLEMS)[number];

/** The English words of each problem, as the import prints them (the staff screen has them in en and nl). */
export const RESTAURANT_PROBLEM_TEXTS: Record<RestaurantProblem, string> = {
  required: 'required',
  tooLong: 'too long',
  invalidSlug: 'only lower-case letters, digits and hyphens',
  invalidPostcode: 'not a Dutch postcode like 1234 AB',
  invalidPhone: 'not a valid phone number (write it with its country code, +31 …)',
  invalidEmail: 'not a valid e-mail address',
  invalidPosition: 'latitude must be -90..90 and longitude -180..180',
  outsideNetherlands: 'outside the Netherlands (set outside_nl_confirmed to keep it)',
  missingTranslation: 'fill in both en and nl',
  noChannel: 'at least one channel',
  invalidId: 'not a UUID',
};

/** The Netherlands' bounding box, with a little sea and border around it. */
export const NETHERLANDS_BOUNDS = { south: 50.75, north: 53.7, west: 3.2, east: 7.25 } as const;

/**
 * Whether a position lies inside the Netherlands' bounding box (edges included).
 * @example isInsideNetherlands(52.3747, 4.8986) //=> true (Amsterdam)
 * @example isInsideNetherlands(52.52, 13.405) //=> false (Berlin)
 */
export function isInsideNetherlands(latitude: number, longitude: number): boolean {
  const box = NETHERLANDS_BOUNDS;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

const DUTCH_POSTCODE = /^([1-9]\d{3})\s?([A-Z]{2})$/;

/**
 * A Dutch postcode written the one way: four digits (not starting with 0), a space, two capitals; '' when it is not
 * one. Lower case and a missing space are forgiven.
 * @example normalisePostcode('1012lm') //=> '1012 LM'
 * @example normalisePostcode('0123 AB') //=> ''
 */
export function normalisePostcode(raw: string): string {
  const match = DUTCH_POSTCODE.exec(raw.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : '';
}

/**
 * A slug made from a name: lower case, accents dropped, anything else a hyphen.
 * @example slugOf('Tafel Den Haag') //=> 'tafel-den-haag'
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TEXT_MAX = 2000;
const LINE_MAX = 120;

const Line = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(LINE_MAX, 'tooLong'));
const Text = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(TEXT_MAX, 'tooLong'));
const Experiences = v.array(
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(LINE_MAX, 'tooLong')),
  'required',
);

/** The texts the widget shows in one language. */
const TextsSchema = v.object({ parking: Text, route: Text, experiences: Experiences }, 'missingTranslation');

const Coordinate = v.number('invalidPosition');

/** A restaurant as its chain admin writes it (the form's fields and one row of the import). */
export const RestaurantSchema = v.pipe(
  v.object({
    /** Absent for a new restaurant: the server gives it one. */
    id: v.optional(v.pipe(v.string('invalidId'), v.uuid('invalidId'))),
    slug: v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.maxLength(LINE_MAX, 'tooLong'),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'invalidSlug'),
    ),
    name: Line,
    city: Line,
    address: Line,
    postcode: v.pipe(v.string('required'), v.transform(normalisePostcode), v.nonEmpty('invalidPostcode')),
    latitude: v.pipe(Coordinate, v.minValue(-90, 'invalidPosition'), v.maxValue(90, 'invalidPosition')),
    longitude: v.pipe(Coordinate, v.minValue(-180, 'invalidPosition'), v.maxValue(180, 'invalidPosition')),
    /** The admin's word that a position outside the Netherlands is right. */
    outside_nl_confirmed: v.optional(v.boolean(), false),
    phone: v.pipe(v.string('required'), v.transform(formatPhone), v.nonEmpty('invalidPhone')),
    email: v.pipe(
      v.string('required'),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty('required'),
      v.check(isValidEmail, 'invalidEmail'),
    ),
    texts: v.object({ en: TextsSchema, nl: TextsSchema }, 'missingTranslation'),
    badges: v.optional(
      v.object({
        dogs_welcome: v.boolean(),
        disabled_toilet: v.boolean(),
        terrace_not_reservable: v.boolean(),
      }),
      { dogs_welcome: false, disabled_toilet: false, terrace_not_reservable: false },
    ),
    channels: v.pipe(
      v.array(v.pipe(v.string('noChannel'), v.trim(), v.nonEmpty('noChannel')), 'noChannel'),
      v.minLength(1, 'noChannel'),
    ),
    /** Listed and offered as an alternative (false: only its own page books it; extra.exclude_from_atbl). */
    offered_as_alternative: v.optional(v.boolean(), true),
    /** Archived: no new bookings, left out of every list; its bookings stay. */
    archived: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check(
      (restaurant) =>
        restaurant.outside_nl_confirmed || isInsideNetherlands(restaurant.latitude, restaurant.longitude),
      'outsideNetherlands',
    ),
    ['latitude'],
  ),
  v.forward(
    v.check(
      (restaurant) => restaurant.texts.en.experiences.length === restaurant.texts.nl.experiences.length,
      'missingTranslation',
    ),
    ['texts', 'nl', 'experiences'] as const,
  ),
);

export type RestaurantInput = v.InferInput<typeof RestaurantSchema>;
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;

/** One refused field: its dotted path ('texts.nl.route') and why. */
export interface FieldProblem {
  field: string;
  problem: RestaurantProblem;
}

const isProblem = (message: string): message is RestaurantProblem =>
  (RESTAURANT_PROBLEMS as readonly string[]).includes(message);

/**
 * A restaurant parsed, or every refused field once (the first reason for each). A valibot type message that is not
 * one of ours (a number where text belongs) reads 'required'.
 * @example parseRestaurant({}).problems[0] //=> { field: 'slug', problem: 'required' }
 */
export function parseRestaurant(
  input: unknown,
): { ok: true; restaurant: Restaurant } | { ok: false; problems: FieldProblem[] } {
  const result = v.safeParse(RestaurantSchema, input);
  if (result.success) return { ok: true, restaurant: result.output };
  const seen = new Map<string, RestaurantProblem>();
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!seen.has(field)) seen.set(field, isProblem(issue.message) ? issue.message : 'required');
  }
  return { ok: false, problems: [...seen].map(([field, problem]) => ({ field, problem })) };
}
