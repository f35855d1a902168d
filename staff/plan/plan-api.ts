/**
 * The plan screen's API calls, added to the staff API by this lazy screen over its `request` (the token, the time-out
 * and the sign-out on 401 stay the app's): the plan of the room, and the manager's changes to it.
 */
import {
  AreaSavedSchema,
  NeighboursSetSchema,
  RoomPlanSchema,
  TablePlacedSchema,
} from '../../shared/api/staff-plan-answers';
import { TableChangedSchema } from '../../shared/api/staff-settings-answers';
import type { TablePositionBody } from '../../shared/staff/room-plan';
import type { TableBody } from '../../shared/staff/site-tables';
import { sitePath, type StaffApi } from '../api/staff-api';

export function createPlanApi(api: Pick<StaffApi, 'request'>) {
  const table = (siteId: string, tableId: string) =>
    `${sitePath(siteId)}/tables/${encodeURIComponent(tableId)}`;
  return {
    plan: (siteId: string) => api.request('GET', `${sitePath(siteId)}/plan`, RoomPlanSchema),
    place: (siteId: string, tableId: string, body: TablePositionBody) =>
      api.request('PUT', `${table(siteId, tableId)}/position`, TablePlacedSchema, { body }),
    setNeighbours: (siteId: string, tableId: string, neighbourIds: readonly string[]) =>
      api.request('PUT', `${table(siteId, tableId)}/neighbours`, NeighboursSetSchema, {
        body: { neighbour_ids: neighbourIds },
      }),
    changeTable: (siteId: string, tableId: string, body: TableBody) =>
      api.request('PUT', table(siteId, tableId), TableChangedSchema, { body }),
    addArea: (siteId: string, name: string) =>
      api.request('POST', `${sitePath(siteId)}/areas`, AreaSavedSchema, { body: { name } }),
    renameArea: (siteId: string, areaId: string, name: string) =>
      api.request('PUT', `${sitePath(siteId)}/areas/${encodeURIComponent(areaId)}`, AreaSavedSchema, {
        body: { name },
      }),
  };
}

export type PlanApi = ReturnType<typeof createPlanApi>;
