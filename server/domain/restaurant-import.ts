/**
 * The chain file (docs/restaurants.md): the whole chain in one versioned JSON document, checked row by row, planned,
 * and written in one transaction or not at all. A restaurant the file leaves out is archived, never deleted (its
 * bookings name it); one a promotion still running or to come names is not archived: the import is refused with the
 * promotion's name (shared/promotions/naming.ts, the rule the staff screen's archive follows too).
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { EmailSchema } from '../../shared/api/requests';
import {
  parseRestaurant,
  RESTAURANT_PROBLEM_TEXTS,
  type Restaurant,
} from '../../shared/restaurants/restaurant';
import { promotionsNamingRestaurant } from '../../shared/promotions/naming';
import type { Promotion } from '../../shared/promotions/types';
import type { CalendarDate } from '../../shared/slots/types';
import { mayManageRestaurants } from '../../shared/staff/rules';
import { amsterdamDate } from '../../shared/time/instant';
import type { Db, Queryable } from '../db/client';
import {
  changedFields,
  insertRestaurant,
  listRestaurants,
  updateRestaurant,
  type StoredRestaurant,
} from '../db/restaurants';
import { findStaffByEmail, findStaffMember, recordAudit } from '../db/staff';
import { csvDocument, parseCsv } from '../../shared/staff/csv';

export const CHAIN_FORMAT = 'tafel-restaurants';
export const CHAIN_FORMAT_VERSION = 1;

/** The chain file as the export writes it and the import reads it. */
export interface ChainFile {
  format: typeof CHAIN_FORMAT;
  version: typeof CHAIN_FORMAT_VERSION;
  restaurants: StoredRestaurant[];
}

/** One problem of a file: its row (1 = the first restaurant; null = the file itself), field and why. */
export interface ImportProblem {
  row: number | null;
  field: string;
  why: string;
}

/** What an import changes. */
export interface ImportPlan {
  added: StoredRestaurant[];
  changed: Array<{ before: StoredRestaurant; after: StoredRestaurant; fields: string[] }>;
  /** Left out of the file: archived (its bookings stay). */
  archived: StoredRestaurant[];
  unchanged: number;
}

type Checked<T> = { ok: true; value: T } | { ok: false; problems: ImportProblem[] };

/** The file as a chain file: its format and version, then every row against the one schema. */
export function checkChainFile(input: unknown): Checked<Restaurant[]> {
  const file = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const problems: ImportProblem[] = [];
  if (file.format !== CHAIN_FORMAT)
    problems.push({ row: null, field: 'format', why: `must be "${CHAIN_FORMAT}"` });
  if (file.version !== CHAIN_FORMAT_VERSION)
    problems.push({ row: null, field: 'version', why: `must be ${CHAIN_FORMAT_VERSION}` });
  if (!Array.isArray(file.restaurants))
    problems.push({ row: null, field: 'restaurants', why: 'must be a list of restaurants' });
  if (problems.length) return { ok: false, problems };
  const restaurants: Restaurant[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [index, raw] of (file.restaurants as unknown[]).entries()) {
    const row = index + 1;
    const parsed = parseRestaurant(raw);
    if (!parsed.ok) {
      for (const { field, problem } of parsed.problems)
        problems.push({ row, field, why: RESTAURANT_PROBLEM_TEXTS[problem] });
      continue;
    }
    restaurants.push(parsed.restaurant);
    for (const [field, value] of [
      ['id', parsed.restaurant.id],
      ['slug', parsed.restaurant.slug],
    ] as const) {
      if (value === undefined) continue;
      const first = firstRowOf.get(`${field}:${value}`);
      if (first === undefined) firstRowOf.set(`${field}:${value}`, row);
      else problems.push({ row, field, why: `the same as row ${first}` });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: restaurants };
}

/**
 * What the rows change against the chain as stored: a row matches a restaurant by id, else by slug; a row that
 * matches none is added. A restaurant no row names is archived, unless a promotion running or to come on `today`
 * (the Amsterdam date) names it.
 */
export async function planImport(
  db: Queryable,
  rows: readonly Restaurant[],
  promotions: readonly Promotion[],
  today: CalendarDate,
): Promise<Checked<ImportPlan>> {
  const stored = await listRestaurants(db);
  const byId = new Map(stored.map((restaurant) => [restaurant.id, restaurant]));
  const bySlug = new Map(stored.map((restaurant) => [restaurant.slug, restaurant]));
  const plan: ImportPlan = { added: [], changed: [], archived: [], unchanged: 0 };
  const problems: ImportProblem[] = [];
  const named = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const before = (row.id === undefined ? undefined : byId.get(row.id)) ?? bySlug.get(row.slug);
    const slugHolder = bySlug.get(row.slug);
    if (before && slugHolder && slugHolder.id !== before.id) {
      problems.push({ row: index + 1, field: 'slug', why: `already the slug of ${slugHolder.name}` });
      continue;
    }
    if (!before) {
      plan.added.push({ ...row, id: row.id ?? randomUUID() });
      continue;
    }
    named.add(before.id);
    const after: StoredRestaurant = { ...row, id: before.id };
    const fields = changedFields(before, after);
    if (fields.length) plan.changed.push({ before, after, fields });
    else plan.unchanged += 1;
  }
  const promotionsNaming = (id: string) => promotionsNamingRestaurant(promotions, id, today);
  for (const restaurant of stored) {
    if (named.has(restaurant.id) || restaurant.archived) continue;
    const naming = promotionsNaming(restaurant.id);
    if (naming.length)
      problems.push({
        row: null,
        field: 'restaurants',
        why: `${restaurant.name} is left out, but the promotion ${naming.map((promotion) => promotion.name).join(', ')} names it`,
      });
    else plan.archived.push(restaurant);
  }
  for (const { before, after } of plan.changed) {
    const naming = after.archived && !before.archived && promotionsNaming(after.id);
    if (naming && naming.length)
      problems.push({
        row: rows.findIndex((row) => row.slug === after.slug) + 1,
        field: 'archived',
        why: `${after.name} is named by the promotion ${naming.map((promotion) => promotion.name).join(', ')}`,
      });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: plan };
}

/**
 * The staff member an import is audited by (`--by`): an active one with this e-mail address who keeps the chain's
 * restaurants (mayManageRestaurants), as on the staff screen; else why not, in one line.
 */
export async function importer(
  db: Queryable,
  email: string,
): Promise<{ ok: true; staffId: string } | { ok: false; why: string }> {
  const address = v.safeParse(EmailSchema, email);
  if (!address.success) return { ok: false, why: `--by ${email}: not an e-mail address` };
  const found = await findStaffByEmail(db, address.output);
  const staff = found && (await findStaffMember(db, found.id));
  if (!staff) return { ok: false, why: `--by ${address.output}: no staff member has this e-mail address` };
  if (!mayManageRestaurants(staff.grants))
    return {
      ok: false,
      why: `--by ${address.output}: ${staff.name} is not a chain admin; only a chain admin imports the restaurants`,
    };
  return { ok: true, staffId: staff.id };
}

/** The plan in lines a person reads: one per restaurant added, changed (with its fields) or archived. */
export function describePlan(plan: ImportPlan): string[] {
  return [
    ...plan.added.map((restaurant) => `add ${restaurant.name} (${restaurant.slug})`),
    ...plan.changed.map(({ after, fields }) => `change ${after.name} (${after.slug}): ${fields.join(', ')}`),
    ...plan.archived.map((restaurant) => `archive ${restaurant.name} (${restaurant.slug})`),
    `${plan.added.length} added, ${plan.changed.length} changed, ${plan.archived.length} archived, ${plan.unchanged} unchanged`,
  ];
}

/**
 * Checks, plans and (unless `dryRun`) writes a chain file in one transaction, audited by `staffId` (the chain admin
 * the command names with `--by`, see importer). Any problem changes nothing.
 */
export async function importChain(
  db: Db,
  input: unknown,
  options: { promotions: readonly Promotion[]; now: number } & (
    { dryRun: true; staffId?: string } | { dryRun: false; staffId: string }
  ),
): Promise<Checked<ImportPlan>> {
  const checked = checkChainFile(input);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    // One import at a time: the plan is judged against the chain as it is when written.
    await tx.query('select pg_advisory_xact_lock($1)', [7_420_078]);
    const planned = await planImport(tx, checked.value, options.promotions, amsterdamDate(options.now));
    if (!planned.ok || options.dryRun) return planned;
    const plan = planned.value;
    const staffId = options.staffId;
    const audit = (siteId: string, before: unknown, after: unknown) =>
      recordAudit(
        tx,
        { staffId, siteId, action: 'restaurant_import', subject: siteId, before, after },
        options.now,
      );
    for (const restaurant of plan.added) {
      await insertRestaurant(tx, restaurant, options.now);
      await audit(restaurant.id, null, restaurant);
    }
    for (const { before, after } of plan.changed) {
      await updateRestaurant(tx, after, options.now);
      await audit(after.id, before, after);
    }
    for (const restaurant of plan.archived) {
      const after = { ...restaurant, archived: true };
      await updateRestaurant(tx, after, options.now);
      await audit(restaurant.id, restaurant, after);
    }
    return planned;
  });
}

/** The chain as a chain file, archived restaurants included. */
export async function exportChain(db: Queryable): Promise<ChainFile> {
  return { format: CHAIN_FORMAT, version: CHAIN_FORMAT_VERSION, restaurants: await listRestaurants(db) };
}

/** The CSV's columns, one a field (docs/restaurants.md); experiences and channels joined by ' | '. */
export const CHAIN_CSV_COLUMNS = [
  'id',
  'slug',
  'name',
  'city',
  'address',
  'postcode',
  'latitude',
  'longitude',
  'outside_nl_confirmed',
  'phone',
  'email',
  'parking_en',
  'parking_nl',
  'route_en',
  'route_nl',
  'experiences_en',
  'experiences_nl',
  'dogs_welcome',
  'disabled_toilet',
  'terrace_not_reservable',
  'channels',
  'offered_as_alternative',
  'archived',
] as const;

/** The chain as a flat CSV, one restaurant a line, for a spreadsheet (English: ',' separates). */
export function chainCsv(restaurants: readonly StoredRestaurant[]): string {
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  const rows = restaurants.map((r) => [
    r.id,
    r.slug,
    r.name,
    r.city,
    r.address,
    r.postcode,
    r.latitude,
    r.longitude,
    yes(r.outside_nl_confirmed),
    r.phone,
    r.email,
    r.texts.en.parking,
    r.texts.nl.parking,
    r.texts.en.route,
    r.texts.nl.route,
    r.texts.en.experiences.join(' | '),
    r.texts.nl.experiences.join(' | '),
    yes(r.badges.dogs_welcome),
    yes(r.badges.disabled_toilet),
    yes(r.badges.terrace_not_reservable),
    r.channels.join(' | '),
    yes(r.offered_as_alternative),
    yes(r.archived),
  ]);
  return csvDocument([[...CHAIN_CSV_COLUMNS], ...rows], ',');
}

/**
 * A chain CSV (chainCsv's columns, in any order) as a chain file, for the import to check row by row as it checks
 * JSON: yes/no for the flags (empty: the default), ' | ' between experiences and channels.
 */
export function chainFromCsv(text: string): { format: string; version: number; restaurants: unknown[] } {
  const [header = [], ...lines] = parseCsv(text);
  const flag = (value: string | undefined) => {
    const word = (value ?? '').trim().toLowerCase();
    if (word === '') return undefined;
    return word === 'yes' ? true : word === 'no' ? false : word;
  };
  const list = (value = '') =>
    value
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
  const coordinate = (value = '') =>
    value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'));
  const restaurants = lines.map((cells) => {
    const cell: Record<string, string> = Object.fromEntries(
      header.map((column, index) => [column.trim(), cells[index] ?? '']),
    );
    return {
      ...(cell.id ? { id: cell.id } : {}),
      slug: cell.slug,
      name: cell.name,
      city: cell.city,
      address: cell.address,
      postcode: cell.postcode,
      latitude: coordinate(cell.latitude),
      longitude: coordinate(cell.longitude),
      outside_nl_confirmed: flag(cell.outside_nl_confirmed),
      phone: cell.phone,
      email: cell.email,
      texts: {
        en: { parking: cell.parking_en, route: cell.route_en, experiences: list(cell.experiences_en) },
        nl: { parking: cell.parking_nl, route: cell.route_nl, experiences: list(cell.experiences_nl) },
      },
      badges: {
        dogs_welcome: flag(cell.dogs_welcome) ?? false,
        disabled_toilet: flag(cell.disabled_toilet) ?? false,
        terrace_not_reservable: flag(cell.terrace_not_reservable) ?? false,
      },
      channels: list(cell.channels),
      offered_as_alternative: flag(cell.offered_as_alternative),
      archived: flag(cell.archived),
    };
  });
  return { format: CHAIN_FORMAT, version: CHAIN_FORMAT_VERSION, restaurants };
}
