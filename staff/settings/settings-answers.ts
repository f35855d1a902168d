/**
 * The settings API's answers, parsed at the boundary like the rest of the staff API's (./answers.ts). The
 * settings themselves are read with the very schema the server parses a change with.
 */
import * as v from 'valibot';
import { SiteSettingsSchema } from '../../shared/staff/site-settings';
import type { SiteTable } from '../../shared/staff/site-tables';
import { SheetBookingSchema } from '../api/answers';

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
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  conflict: v.picklist(['outside_hours', 'group_too_large', 'table_too_small']),
});
export type SettingsConflictBooking = v.InferOutput<typeof SettingsConflictSchema>;

/** GET …/settings: the settings, the tables and the rooms they stand in. */
export const SettingsAnswerSchema = v.object({
  settings: SiteSettingsSchema,
  tables: v.array(SiteTableSchema),
  areas: v.array(v.object({ id: v.string(), name: v.string() })),
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
