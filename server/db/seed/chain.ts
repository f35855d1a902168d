/**
 * Seed-only data of the fictional chain, derived deterministically from shared/locations so every
 * start (and every process) produces the same restaurants, tables and ids.
 */
import { createHash } from 'node:crypto';
import { LOCATIONS, type Location } from '../../../shared/locations';
import type { MealPeriod, OpeningHours, SiteExtra } from '../../../shared/api/types';

/** A stable UUID from a name (same name, same id on every machine). */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`tafel:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SeedTable {
  id: string;
  label: string;
  seats: number;
  combinable: boolean;
  /** Its cell on the area's plan: column, row (shared/staff/room-plan.ts). */
  cell: readonly [number, number];
}

export interface SeedArea {
  id: string;
  name: string;
  tables: SeedTable[];
  /** Labels of tables that may be pushed together (migration 0068). */
  neighbours: ReadonlyArray<readonly [string, string]>;
}

export interface SeedStop {
  weekday: number | null;
  date: string | null;
  from: string;
  to: string;
  reason: string;
}

export interface SeedSite {
  location: Location;
  email: string;
  parking: string;
  route: string;
  experiences: string[];
  /** The same texts in Dutch. */
  nl: { parking: string; route: string; experiences: string[] };
  badges: { dogs_welcome: boolean; disabled_toilet: boolean; terrace_not_reservable: boolean };
  openingHours: OpeningHours[];
  extra: Omit<SiteExtra, 'image'>;
  channels: string[];
  areas: SeedArea[];
  stops: SeedStop[];
}

const PARKING = [
  {
    en: 'Paid parking in the garage around the corner (2 minutes on foot).',
    nl: 'Betaald parkeren in de garage om de hoek (2 minuten lopen).',
  },
  { en: 'Free parking in front of the restaurant.', nl: 'Gratis parkeren voor de deur.' },
  {
    en: 'Blue-zone parking on the street; a parking disc is required.',
    nl: 'Parkeren in de blauwe zone op straat; een parkeerschijf is verplicht.',
  },
  {
    en: 'Park + Ride at the station, then 5 minutes by tram.',
    nl: 'P+R bij het station, daarna 5 minuten met de tram.',
  },
];
const EXPERIENCES = [
  { en: 'Grill kitchen', nl: 'Grillkeuken' },
  { en: 'Vegetarian menu', nl: 'Vegetarisch menu' },
  { en: 'Kids corner', nl: 'Kinderhoek' },
  { en: 'Terrace by the water', nl: 'Terras aan het water' },
  { en: 'Private dining room', nl: 'Aparte eetzaal voor gezelschappen' },
  { en: 'Wine bar', nl: 'Wijnbar' },
  { en: 'Sunday brunch', nl: 'Zondagsbrunch' },
];
/** Second channel of some sites (GET /sites?type=). */
export const SECOND_CHANNEL = 'Partners';
/** Seeded one-time deal codes for the example deal flow. */
export const DEMO_DEAL_CODES = Array.from(
  { length: 20 },
  (_, index) => `DEMO-DEAL-${String(index + 1).padStart(4, '0')}`,
);

const EXCLUDED_FROM_LISTS = ['emmen', 'middelburg'];
const WINDOWS: Record<string, Pick<SiteExtra, 'min_atbl_timeslot' | 'max_atbl_timeslot'>> = {
  utrecht: { max_atbl_timeslot: '20:00' },
  groningen: { min_atbl_timeslot: '17:00' },
  delft: { min_atbl_timeslot: '12:30', max_atbl_timeslot: '20:30' },
};

function period(name: MealPeriod, from: string, to: string) {
  return { period: name, from, to };
}

function openingHours(index: number): OpeningHours[] {
  const breakfast = index % 4 === 0;
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const periods = [];
    if (breakfast && weekday >= 6) periods.push(period('breakfast', '08:30', '11:00'));
    // A few restaurants skip Monday lunch.
    if (!(weekday === 1 && index % 6 === 5)) periods.push(period('lunch', '12:00', '16:30'));
    periods.push(period('dinner', '16:30', weekday >= 5 ? '22:00' : '21:30'));
    return { weekday, periods };
  });
}

function tablesFor(location: Location, index: number): SeedArea[] {
  const make =
    (area: string) =>
    (label: string, seats: number, combinable: boolean, cell: readonly [number, number]): SeedTable => ({
      id: stableUuid(`${location.id}:table:${area}:${label}`),
      label,
      seats,
      combinable,
      cell,
    });
  const inMain = make('main');
  // Every fifth restaurant is small, so full evenings happen in the demo.
  const small = index % 5 === 3;
  // The room as a plan: the combinable 2-tops and 4-tops in one row along the window (neighbours in a chain, so a
  // large party still sits at all of them), the 6-tops and the 8-top on their own further in.
  const twos = Array.from({ length: small ? 2 : 4 }, (_, n) => inMain(`T${n + 1}`, 2, true, [n, 0]));
  const fours = Array.from({ length: small ? 2 : 4 }, (_, n) =>
    inMain(`T${n + 11}`, 4, true, [twos.length + n, 0]),
  );
  const row = [...twos, ...fours];
  const main: SeedTable[] = [
    ...row,
    ...Array.from({ length: small ? 1 : 2 }, (_, n) => inMain(`T${n + 21}`, 6, false, [1 + n * 4, 3])),
    inMain('T31', 8, false, [8, 5]),
  ];
  const chain = row.slice(1).map((table, n) => [row[n]!.label, table.label] as const);
  const areas: SeedArea[] = [
    { id: stableUuid(`${location.id}:area:main`), name: 'Restaurant', tables: main, neighbours: chain },
  ];
  if (!small && index % 2 === 0) {
    const inConservatory = make('conservatory');
    areas.push({
      id: stableUuid(`${location.id}:area:conservatory`),
      name: 'Conservatory',
      tables: [
        inConservatory('S1', 4, true, [0, 0]),
        inConservatory('S2', 4, true, [1, 0]),
        inConservatory('S3', 6, false, [3, 2]),
      ],
      neighbours: [['S1', 'S2']],
    });
  }
  return areas;
}

function stopsFor(index: number): SeedStop[] {
  if (index % 7 === 1)
    return [{ weekday: 5, date: null, from: '18:00', to: '19:00', reason: 'Friday staff briefing' }];
  if (index % 7 === 4)
    return [{ weekday: 6, date: null, from: '12:00', to: '13:00', reason: 'Saturday market' }];
  if (index === 2)
    return [{ weekday: null, date: '2026-12-24', from: '16:30', to: '22:00', reason: 'Private party' }];
  return [];
}

/** The whole chain as seed rows. */
export function chainSeed(): SeedSite[] {
  return LOCATIONS.map((location, index) => ({
    location,
    email: `${location.slug}@tafel.example`,
    parking: PARKING[index % PARKING.length]!.en,
    route: `From ${location.city} station, 10 minutes on foot or by tram.`,
    experiences: EXPERIENCES.filter((_, n) => (index + n) % 3 === 0).map((text) => text.en),
    nl: {
      parking: PARKING[index % PARKING.length]!.nl,
      route: `Vanaf station ${location.city} 10 minuten lopen of met de tram.`,
      experiences: EXPERIENCES.filter((_, n) => (index + n) % 3 === 0).map((text) => text.nl),
    },
    badges: {
      dogs_welcome: index % 3 !== 0,
      disabled_toilet: index % 4 !== 1,
      terrace_not_reservable: index % 5 === 0,
    },
    openingHours: openingHours(index),
    extra: {
      ...(EXCLUDED_FROM_LISTS.includes(location.slug) ? { exclude_from_atbl: true } : {}),
      ...(WINDOWS[location.slug] ?? {}),
    },
    channels: index % 3 === 0 ? ['DineTime', SECOND_CHANNEL] : ['DineTime'],
    areas: tablesFor(location, index),
    stops: stopsFor(index),
  }));
}
