/** A small room for the plan's and the room's screen tests: one area, three tables in a row, T5 and T6 neighbours. */
import type { RoomPlan } from '../../shared/api/staff-plan-answers';

const table = (id: string, label: string, seats: number, column: number) => ({
  id,
  label,
  seats,
  combinable: true,
  seating_area_id: 'area-1',
  column,
  row: 0,
});

export const ROOM_PLAN: RoomPlan = {
  areas: [{ id: 'area-1', name: 'Restaurant' }],
  tables: [table('t4', 'T4', 4, 0), table('t5', 'T5', 2, 1), table('t6', 'T6', 4, 2)],
  neighbours: [['t5', 't6']],
};
