/**
 * The staff accounts' answers (GET/POST /api/staff/accounts, PUT …/roles), documented by /api/openapi.json and checked
 * against every real answer in the API tests (server/testing/contract.ts).
 */
import * as v from 'valibot';
import { LanguageSchema } from './answers';
import { STAFF_ROLES } from '../staff/rules';

/** A role at a restaurant (site_id null: chain-wide), with the restaurant's name for the list. */
export const NamedGrantSchema = v.object({
  site_id: v.nullable(v.string()),
  site_name: v.nullable(v.string()),
  role: v.picklist(STAFF_ROLES),
});

export const StaffAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  language: LanguageSchema,
  grants: v.array(NamedGrantSchema),
});
export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>;

/** GET /api/staff/accounts: the members the caller may see, by name. */
export const StaffAccountsAnswerSchema = v.object({ staff: v.array(StaffAccountSchema) });
/** POST /api/staff/accounts and PUT …/{staffId}/roles: the member as stored. */
export const StaffAccountAnswerSchema = v.object({ member: StaffAccountSchema });
