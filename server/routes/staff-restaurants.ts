/**
 * The chain admin's restaurants: list, add, edit, archive and bring back (docs/restaurants.md). Each change is checked
 * by the schema the staff screen checks (shared/restaurants/restaurant.ts), audited before -> after, and draws a new
 * reference version, so the widget follows at once. A restaurant a promotion running or to come names is not archived
 * (shared/promotions/naming.ts, the rule the import follows too).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { SiteParamsSchema } from '../../shared/api/requests';
import { RestaurantAnswerSchema, RestaurantsAnswerSchema } from '../../shared/api/restaurant-answers';
import { promotionsNamingRestaurant } from '../../shared/promotions/naming';
import { PROMOTIONS } from '../../shared/promotions/registry';
import { RestaurantSchema, type Restaurant } from '../../shared/restaurants/restaurant';
import { mayManageRestaurants } from '../../shared/staff/rules';
import { amsterdamDate } from '../../shared/time/instant';
import type { Queryable } from '../db/client';
import {
  findRestaurant,
  insertRestaurant,
  listRestaurants,
  updateRestaurant,
  type StoredRestaurant,
} from '../db/restaurants';
import { recordAudit } from '../db/staff';
import type { AppDeps } from '../deps';
import { ApiError, explicitDeny, notFound } from '../http/errors';
import { parseBody, parseWith } from '../http/parse';
import { requireStaff, type StaffCaller, type StaffEnv } from '../http/staff-auth';
import { describeRoute, jsonAnswer, type RouteDescription } from '../openapi-describe';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const BODY = { name: 'RestaurantBody', schema: RestaurantSchema };
const ARCHIVE_REFUSAL =
  'Archiving a restaurant that a promotion running or still to come names: 409 restaurant_in_promotion, with the ' +
  'promotions by flow name (`promotions`).';
const CHECKS =
  'The body is checked as the staff screen checks it (shared/restaurants/restaurant.ts): a Dutch postcode, a valid ' +
  'phone number and e-mail address, a position inside the Netherlands unless outside_nl_confirmed, the texts in en ' +
  'and nl (400 with the field). A slug another restaurant has: 409 restaurant_slug_taken. ' +
  ARCHIVE_REFUSAL +
  ' Audited before -> after; the widget follows at once.';

const LIST: RouteDescription = {
  operationId: 'listRestaurants',
  tags: ['Staff'],
  summary: "The chain's restaurants, archived ones too (chain admin)",
  description:
    'Every restaurant with its address, position, contacts, texts in en and nl, channels and whether it is archived.',
  security: 'token',
  answers: { 200: jsonAnswer('The restaurants, by name', RestaurantsAnswerSchema) },
  errors: [401, 403],
};

const CREATE: RouteDescription = {
  operationId: 'createRestaurant',
  tags: ['Staff'],
  summary: 'Add a restaurant (chain admin)',
  description:
    'It has no tables or hours yet: listed in the widget at once, bookable once a manager gives it those. ' +
    CHECKS,
  security: 'token',
  body: BODY,
  answers: { 201: jsonAnswer('The restaurant as stored', RestaurantAnswerSchema) },
  errors: [400, 401, 403, 409, 413, 415],
};

const UPDATE: RouteDescription = {
  operationId: 'updateRestaurant',
  tags: ['Staff'],
  summary: 'Change a restaurant (chain admin)',
  description: '`archived` in the body archives it or brings it back, as the routes below do. ' + CHECKS,
  security: 'token',
  params: SiteParamsSchema,
  body: BODY,
  answers: { 200: jsonAnswer('The restaurant as it now is', RestaurantAnswerSchema) },
  errors: [400, 401, 403, 404, 409, 413, 415],
};

const archiveRoute = (archived: boolean): RouteDescription => ({
  operationId: archived ? 'archiveRestaurant' : 'unarchiveRestaurant',
  tags: ['Staff'],
  summary: archived
    ? 'Archive a restaurant (chain admin)'
    : 'Bring an archived restaurant back (chain admin)',
  description: archived
    ? 'It takes no new bookings and leaves every list of the widget; its bookings stay and their guests are told ' +
      'nothing unless staff cancel. ' +
      ARCHIVE_REFUSAL +
      ' Audited before -> after.'
    : 'It takes bookings and is listed again. Audited before -> after.',
  security: 'token',
  params: SiteParamsSchema,
  answers: { 200: jsonAnswer('The restaurant as it now is', RestaurantAnswerSchema) },
  errors: archived ? [400, 401, 403, 404, 409] : [400, 401, 403, 404],
});

/** The chain's restaurants are the chain admin's: a role with no restaurant that may manage them; else 403. */
function requireChainAdmin(caller: StaffCaller): void {
  if (!mayManageRestaurants(caller.staff.grants)) throw explicitDeny();
}

const slugTaken = () =>
  new ApiError({
    status: 409,
    code: 'restaurant_slug_taken',
    message: 'Another restaurant has this slug',
    field: 'slug',
  });

/** Guests may still book it with the offer: archive it once the promotion has ended (shared/promotions/naming.ts). */
function refuseArchivingNamed(restaurant: StoredRestaurant, now: number): void {
  const naming = promotionsNamingRestaurant(Object.values(PROMOTIONS), restaurant.id, amsterdamDate(now));
  if (!naming.length) return;
  const names = naming.map((promotion) => promotion.name);
  throw new ApiError({
    status: 409,
    code: 'restaurant_in_promotion',
    message: `${restaurant.name} is named by the promotion ${names.join(', ')}`,
    facts: { promotions: names },
  });
}

async function refuseTakenSlug(db: Queryable, slug: string, id: string): Promise<void> {
  const { rows } = await db.query('select 1 from sites where slug = $1 and id <> $2', [slug, id]);
  if (rows.length) throw slugTaken();
}

export function staffRestaurantRoutes(deps: AppDeps): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  const base = '/chain/restaurants';

  /** Writes a restaurant's change in one transaction with its audit line; 404 when there is no such restaurant. */
  const change = async (
    caller: StaffCaller,
    siteId: string,
    action: string,
    next: (before: StoredRestaurant) => StoredRestaurant,
  ): Promise<StoredRestaurant> =>
    deps.db.transaction(async (tx) => {
      const before = await findRestaurant(tx, siteId);
      if (!before) throw notFound();
      const after = next(before);
      if (after.archived && !before.archived) refuseArchivingNamed(before, deps.now());
      await refuseTakenSlug(tx, after.slug, siteId);
      await updateRestaurant(tx, after, deps.now());
      const stored = (await findRestaurant(tx, siteId))!;
      await recordAudit(
        tx,
        { staffId: caller.staff.id, siteId, action, subject: siteId, before, after: stored },
        deps.now(),
      );
      return stored;
    });

  routes.get(base, describeRoute(LIST), requireStaff(deps), async (c) => {
    requireChainAdmin(c.var.caller);
    return c.json({ restaurants: await listRestaurants(deps.db) }, 200, NO_STORE);
  });

  routes.post(base, describeRoute(CREATE), requireStaff(deps), async (c) => {
    requireChainAdmin(c.var.caller);
    const body: Restaurant = await parseBody(c, RestaurantSchema);
    const restaurant: StoredRestaurant = { ...body, id: randomUUID() };
    const stored = await deps.db.transaction(async (tx) => {
      await refuseTakenSlug(tx, restaurant.slug, restaurant.id);
      await insertRestaurant(tx, restaurant, deps.now());
      const after = (await findRestaurant(tx, restaurant.id))!;
      await recordAudit(
        tx,
        {
          staffId: c.var.caller.staff.id,
          siteId: restaurant.id,
          action: 'restaurant_create',
          subject: restaurant.id,
          before: null,
          after,
        },
        deps.now(),
      );
      return after;
    });
    return c.json({ restaurant: stored }, 201, NO_STORE);
  });

  routes.put(`${base}/:siteId`, describeRoute(UPDATE), requireStaff(deps), async (c) => {
    requireChainAdmin(c.var.caller);
    const { siteId } = parseWith(SiteParamsSchema, c.req.param());
    const body: Restaurant = await parseBody(c, RestaurantSchema);
    const stored = await change(c.var.caller, siteId, 'restaurant_update', () => ({ ...body, id: siteId }));
    return c.json({ restaurant: stored }, 200, NO_STORE);
  });

  for (const archived of [true, false])
    routes.post(
      `${base}/:siteId/${archived ? 'archive' : 'unarchive'}`,
      describeRoute(archiveRoute(archived)),
      requireStaff(deps),
      async (c) => {
        requireChainAdmin(c.var.caller);
        const { siteId } = parseWith(SiteParamsSchema, c.req.param());
        const action = archived ? 'restaurant_archive' : 'restaurant_unarchive';
        const stored = await change(c.var.caller, siteId, action, (before) => ({ ...before, archived }));
        return c.json({ restaurant: stored }, 200, NO_STORE);
      },
    );

  return routes;
}
