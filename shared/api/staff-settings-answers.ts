/**
 * A restaurant's settings and tables as the staff API answers them, parsed at the boundary like the rest of the staff
 * API's (./staff-answers.ts). The settings themselves are read with the very schema the server parses a change with.
 */
import * as v from 'valibot';
import { SiteSettingsSchema } from '../staff/site-settings';
import type { SiteTable } from '../staff/site-tables';
import { SheetBookingSchema } from './staff-answers';

export const SiteTableSchema = v.object({
  id: v.string(),
  label: v.string(),
  seats: v.number(),
  combinable: v.boolean(),
  seating_area_id: v.string(),
}) satisfies v.GenericSchema<unknown, SiteTable>;

/** A booking already made that the new settings would not allow: kept, with why. */
export const SettingsConflictSchema = v.object({
  ...SheetBookingSchema.entries,
  // Optional for the staff app, which knows the restaurant it asked about; the server always sends it.
  site_id: v.optional(v.string()),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  conflict: v.picklist(['outside_hours', 'group_too_large', 'table_too_small']),
});
export type SettingsConflictBooking = v.InferOutput<typeof SettingsConflictSchema>;

/** A table out of service from one date to another, both included, and why (migration 0069). */
export const TableOutageSchema = v.object({
  id: v.string(),
  table_id: v.string(),
  label: v.string(),
  from_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  to_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  reason: v.string(),
});
export type TableOutageAnswer = v.InferOutput<typeof TableOutageSchema>;

/** A booking to come that holds a table going out of service, with the free tables suggested instead (none: []). */
export const OutageAffectedSchema = v.object({
  ...SheetBookingSchema.entries,
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  suggested: v.array(v.string()),
});
export type OutageAffected = v.InferOutput<typeof OutageAffectedSchema>;

/** POST …/tables/{id}/outages: the outage, and the bookings on that table on those days. */
export const OutageAddedSchema = v.object({
  outage: TableOutageSchema,
  affected: v.array(OutageAffectedSchema),
});

/** GET …/settings: the settings, the tables and the rooms they stand in, and the outages now and to come. */
export const SettingsAnswerSchema = v.object({
  settings: SiteSettingsSchema,
  tables: v.array(SiteTableSchema),
  areas: v.array(v.object({ id: v.string(), name: v.string() })),
  // Optional for a server without outages yet; this one always sends them.
  outages: v.optional(v.array(TableOutageSchema), []),
});
export type SettingsAnswer = v.InferOutput<typeof SettingsAnswerSchema>;

/** PUT …/settings: as stored, with the bookings it would not allow. */
export const SettingsSavedSchema = v.object({
  settings: SiteSettingsSchema,
  conflicts: v.array(SettingsConflictSchema),
});
/** POST …/tables. */
export const TableAddedSchema = v.object({ table: SiteTableSchema });
/** PUT …/tables/{id}: as stored, with the bookings it now seats too few for. */
export const TableChangedSchema = v.object({
  table: SiteTableSchema,
  conflicts: v.array(SettingsConflictSchema),
});
