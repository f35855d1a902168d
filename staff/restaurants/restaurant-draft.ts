/**
 * The restaurant form as typed (text in every field) and the restaurant it stands for: the shared schema
 * (shared/restaurants/restaurant.ts) checks it on screen as the server does, and each refused field is shown beside
 * its input.
 */
import {
  parseRestaurant,
  slugOf,
  type Restaurant,
  type RestaurantProblem,
} from '../../shared/restaurants/restaurant';
import type { StoredRestaurant } from './restaurants-api';

export interface RestaurantDraft {
  name: string;
  slug: string;
  city: string;
  address: string;
  postcode: string;
  latitude: string;
  longitude: string;
  outside_nl_confirmed: boolean;
  phone: string;
  email: string;
  parking_en: string;
  parking_nl: string;
  route_en: string;
  route_nl: string;
  experiences_en: string;
  experiences_nl: string;
  dogs_welcome: boolean;
  disabled_toilet: boolean;
  terrace_not_reservable: boolean;
  channels: string;
  offered_as_alternative: boolean;
}

export type DraftField = keyof RestaurantDraft;

/** A new restaurant's form: empty, in the widget's channel, offered as an alternative. */
export const EMPTY_DRAFT: RestaurantDraft = {
  name: '',
  slug: '',
  city: '',
  address: '',
  postcode: '',
  latitude: '',
  longitude: '',
  outside_nl_confirmed: false,
  phone: '',
  email: '',
  parking_en: '',
  parking_nl: '',
  route_en: '',
  route_nl: '',
  experiences_en: '',
  experiences_nl: '',
  dogs_welcome: false,
  disabled_toilet: false,
  terrace_not_reservable: false,
  channels: 'DineTime',
  offered_as_alternative: true,
};

/** A stored restaurant in the form. */
export function draftOf(restaurant: StoredRestaurant): RestaurantDraft {
  return {
    name: restaurant.name,
    slug: restaurant.slug,
    city: restaurant.city,
    address: restaurant.address,
    postcode: restaurant.postcode,
    latitude: String(restaurant.latitude),
    longitude: String(restaurant.longitude),
    outside_nl_confirmed: restaurant.outside_nl_confirmed,
    phone: restaurant.phone,
    email: restaurant.email,
    parking_en: restaurant.texts.en.parking,
    parking_nl: restaurant.texts.nl.parking,
    route_en: restaurant.texts.en.route,
    route_nl: restaurant.texts.nl.route,
    experiences_en: restaurant.texts.en.experiences.join('\n'),
    experiences_nl: restaurant.texts.nl.experiences.join('\n'),
    ...restaurant.badges,
    channels: restaurant.channels.join(', '),
    offered_as_alternative: restaurant.offered_as_alternative,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
// A comma is how many Dutch people write a decimal point; empty is no number at all.
const coordinate = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** Which input shows a refused field of the schema ('texts.nl.route' -> route_nl). */
export function draftFieldOf(path: string): DraftField | null {
  const [head, language, text] = path.split('.');
  if (head === 'texts') {
    const lang = language === 'nl' ? 'nl' : 'en';
    if (text === 'route') return `route_${lang}`;
    if (text === 'experiences') return `experiences_${lang}`;
    return `parking_${lang}`;
  }
  if (head === 'badges' || head === 'id' || head === 'archived') return null;
  return head as DraftField;
}

/**
 * The form checked by the shared schema: the restaurant, or each input's first problem. A slug left empty is made
 * from the name.
 * @example checkDraft({ ...EMPTY_DRAFT }).problems.name //=> 'required'
 */
export function checkDraft(
  draft: RestaurantDraft,
  archived = false,
):
  | { ok: true; restaurant: Restaurant }
  | { ok: false; problems: Partial<Record<DraftField, RestaurantProblem>> } {
  const result = parseRestaurant({
    slug: draft.slug.trim() || slugOf(draft.name),
    name: draft.name,
    city: draft.city,
    address: draft.address,
    postcode: draft.postcode,
    latitude: coordinate(draft.latitude),
    longitude: coordinate(draft.longitude),
    outside_nl_confirmed: draft.outside_nl_confirmed,
    phone: draft.phone,
    email: draft.email,
    texts: {
      en: { parking: draft.parking_en, route: draft.route_en, experiences: lines(draft.experiences_en) },
      nl: { parking: draft.parking_nl, route: draft.route_nl, experiences: lines(draft.experiences_nl) },
    },
    badges: {
      dogs_welcome: draft.dogs_welcome,
      disabled_toilet: draft.disabled_toilet,
      terrace_not_reservable: draft.terrace_not_reservable,
    },
    channels: draft.channels
      .split(',')
      .map((channel) => channel.trim())
      .filter(Boolean),
    offered_as_alternative: draft.offered_as_alternative,
    archived,
  });
  if (result.ok) return result;
  const problems: Partial<Record<DraftField, RestaurantProblem>> = {};
  for (const { field, problem } of result.problems) {
    const input = draftFieldOf(field);
    if (input && !problems[input]) problems[input] = problem;
  }
  return { ok: false, problems };
}
