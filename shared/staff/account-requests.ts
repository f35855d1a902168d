/**
 * The staff accounts' request bodies: the server parses with them at its boundary, the staff app checks a
 * form with the same schema before sending. Messages are message keys where one fits, else plain English (the API's `message`).
 */
import * as v from 'valibot';
import { EmailSchema, LanguageSchema, NameSchema, SiteIdSchema } from '../api/requests';

/** More roles than the chain has restaurants is no list a person made. */
const MAX_STAFF_GRANTS = 100;

const INVALID_ROLE = 'A role is host or manager at a restaurant, or admin of the whole chain';

/** One role: host or manager at a restaurant, or chain admin (no restaurant: every one). */
const StaffGrantSchema = v.union(
  [
    v.object({ site_id: SiteIdSchema, role: v.picklist(['host', 'manager'], INVALID_ROLE) }),
    v.object({ site_id: v.null(), role: v.literal('admin', INVALID_ROLE) }),
  ],
  INVALID_ROLE,
);

/** At least one role, and one per restaurant (a person is one thing at a restaurant). */
const StaffGrantsSchema = v.pipe(
  v.array(StaffGrantSchema, INVALID_ROLE),
  v.minLength(1, 'Give at least one role'),
  v.maxLength(MAX_STAFF_GRANTS, INVALID_ROLE),
  v.check(
    (grants) => new Set(grants.map((grant) => grant.site_id)).size === grants.length,
    'One role per restaurant',
  ),
);

/** POST /staff/accounts: a new staff member, who signs in with a code sent to this address. */
export const StaffAddBodySchema = v.object(
  {
    name: NameSchema,
    email: EmailSchema,
    language: v.optional(LanguageSchema, 'nl'),
    grants: StaffGrantsSchema,
  },
  'required',
);
export type StaffAddBody = v.InferOutput<typeof StaffAddBodySchema>;

/** PUT /staff/accounts/{staffId}/roles: every role the member is to have (those not named are taken away). */
export const StaffRolesBodySchema = v.object({ grants: StaffGrantsSchema }, 'required');
export type StaffRolesBody = v.InferOutput<typeof StaffRolesBodySchema>;
