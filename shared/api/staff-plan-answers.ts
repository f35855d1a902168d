/**
 * The plan of a restaurant's room as the staff API answers it (shared/staff/room-plan.ts), parsed at the boundary like
 * the rest of the staff API's answers (./staff-answers.ts).
 */
import * as v from 'valibot';
import type { NeighbourPair, PlanArea, PlanTable } from '../staff/room-plan';

export const PlanTableSchema = v.object({
  id: v.string(),
  label: v.string(),
  seats: v.number(),
  combinable: v.boolean(),
  seating_area_id: v.string(),
  column: v.nullable(v.number()),
  row: v.nullable(v.number()),
}) satisfies v.GenericSchema<unknown, PlanTable>;

export const PlanAreaSchema = v.object({ id: v.string(), name: v.string() }) satisfies v.GenericSchema<
  unknown,
  PlanArea
>;

// An array of two, not a tuple: the document (OpenAPI 3.1) has no draft-07 tuple form.
const NeighbourPairSchema = v.pipe(
  v.array(v.string()),
  v.length(2),
  v.description('Two tables that may be pushed together, the smaller id first'),
  v.transform((pair) => pair as unknown as NeighbourPair),
) satisfies v.GenericSchema<unknown, NeighbourPair>;

/** GET …/plan: the areas in their order, the tables that seat guests (each on its cell or off the plan), the pairs. */
export const RoomPlanSchema = v.object({
  areas: v.array(PlanAreaSchema),
  tables: v.array(PlanTableSchema),
  neighbours: v.array(NeighbourPairSchema),
});
export type RoomPlan = v.InferOutput<typeof RoomPlanSchema>;

/** PUT …/tables/{id}/position: the table where it now stands, and the pairs (a move to another area ends its own). */
export const TablePlacedSchema = v.object({
  table: PlanTableSchema,
  neighbours: v.array(NeighbourPairSchema),
});
/** PUT …/tables/{id}/neighbours: every pair of the restaurant after the change. */
export const NeighboursSetSchema = v.object({ neighbours: v.array(NeighbourPairSchema) });
/** POST …/areas and PUT …/areas/{id}. */
export const AreaSavedSchema = v.object({ area: PlanAreaSchema });
