import { signal } from '@preact/signals';
import type { SiteSettings } from '../../shared/staff/site-settings';
import type { SiteTable, TableBody } from '../../shared/staff/site-tables';
import type { StaffRefusal } from '../api/refusal';
import type { OutageBody } from '../../shared/staff/table-outages';
import type {
  OutageAffected,
  SettingsAnswer,
  SettingsConflictBooking,
  TableOutageAnswer,
} from './settings-answers';
import { createSettingsApi, type SettingsApi } from './settings-api';
import type { StaffApp } from '../shell/create-staff-app';

/** What the settings screen last did, for its words: saved (with the bookings kept that no longer fit), or a table. */
export type SettingsNews =
  | { kind: 'settings_saved'; conflicts: SettingsConflictBooking[] }
  | { kind: 'table_added'; table: SiteTable }
  | { kind: 'table_changed'; table: SiteTable; conflicts: SettingsConflictBooking[] }
  | { kind: 'table_removed'; table: SiteTable }
  /** A table out of service, with the bookings on it those days and the tables suggested for each. */
  | { kind: 'outage_added'; outage: TableOutageAnswer; affected: OutageAffected[] }
  | { kind: 'outage_ended'; outage: TableOutageAnswer };

/** Where a refusal belongs: the settings form, the form adding a table, or one table's row. */
export type SettingsRefusal = { at: 'settings' | 'new-table' | string; refusal: StaffRefusal };

/**
 * A restaurant's capacity and settings as its manager edits them: the settings, the tables and the rooms.
 * Only the latest restaurant asked for lands; each change puts what the API stored on screen.
 */
export function createSettingsModel(api: SettingsApi) {
  const siteId = signal<string | null>(null);
  const data = signal<SettingsAnswer | null>(null);
  const loading = signal(false);
  /** Why the settings could not be read: the screen shows this instead of its sections. */
  const refusal = signal<StaffRefusal | null>(null);
  const news = signal<SettingsNews | null>(null);
  const changeRefusal = signal<SettingsRefusal | null>(null);
  /** A change on its way: its buttons wait. */
  const busy = signal<string | null>(null);
  let latest = 0;

  /** Runs one change for the restaurant on screen; its answer lands only if that restaurant is still shown. */
  async function change<T>(
    at: string,
    run: (site: string) => Promise<{ ok: true; data: T } | { ok: false; refusal: StaffRefusal }>,
    land: (answer: T, current: SettingsAnswer) => { data: SettingsAnswer; news: SettingsNews },
  ): Promise<boolean> {
    const site = siteId.value;
    if (!site || busy.value) return false;
    busy.value = at;
    changeRefusal.value = null;
    news.value = null;
    const result = await run(site);
    busy.value = null;
    if (siteId.value !== site || !data.value) return false;
    if (!result.ok) {
      changeRefusal.value = { at, refusal: result.refusal };
      return false;
    }
    const landed = land(result.data, data.value);
    data.value = landed.data;
    news.value = landed.news;
    return true;
  }

  return {
    siteId,
    data,
    loading,
    refusal,
    news,
    changeRefusal,
    busy,
    /** Shows a restaurant's settings; an answer for a restaurant no longer on screen is dropped. */
    async load(site: string): Promise<void> {
      const request = ++latest;
      siteId.value = site;
      loading.value = true;
      refusal.value = null;
      data.value = null;
      news.value = null;
      changeRefusal.value = null;
      const result = await api.settings(site);
      if (request !== latest) return;
      loading.value = false;
      if (result.ok) data.value = result.data;
      else refusal.value = result.refusal;
    },
    /** Saves every setting (checked on screen first); the bookings kept that no longer fit are named. */
    saveSettings: (settings: SiteSettings) =>
      change(
        'settings',
        (site) => api.saveSettings(site, settings),
        (answer, current) => ({
          data: { ...current, settings: answer.settings },
          news: { kind: 'settings_saved', conflicts: answer.conflicts },
        }),
      ),
    addTable: (table: TableBody) =>
      change(
        'new-table',
        (site) => api.addTable(site, table),
        (answer, current) => ({
          data: { ...current, tables: [...current.tables, answer.table] },
          news: { kind: 'table_added', table: answer.table },
        }),
      ),
    /** Changes one table; bookings already on it that it now seats too few for are named. */
    changeTable: (tableId: string, table: TableBody) =>
      change(
        tableId,
        (site) => api.changeTable(site, tableId, table),
        (answer, current) => ({
          data: {
            ...current,
            tables: current.tables.map((kept) => (kept.id === tableId ? answer.table : kept)),
          },
          news: { kind: 'table_changed', table: answer.table, conflicts: answer.conflicts },
        }),
      ),
    /** Removes a table no booking to come holds (the API refuses one that is held: table_in_use). */
    removeTable: (table: SiteTable) =>
      change(
        table.id,
        (site) => api.removeTable(site, table.id),
        (_answer, current) => ({
          data: { ...current, tables: current.tables.filter((kept) => kept.id !== table.id) },
          news: { kind: 'table_removed', table },
        }),
      ),
    /** Takes a table out of service for a date or a range; the bookings on it those days come back with suggestions. */
    addOutage: (table: SiteTable, outage: OutageBody) =>
      change(
        `outage-${table.id}`,
        (site) => api.addOutage(site, table.id, outage),
        (answer, current) => ({
          data: {
            ...current,
            outages: [...current.outages, answer.outage].sort((a, b) =>
              a.from_date.localeCompare(b.from_date),
            ),
          },
          news: { kind: 'outage_added', outage: answer.outage, affected: answer.affected },
        }),
      ),
    /** Puts a table back in service: its outage ends. */
    endOutage: (outage: TableOutageAnswer) =>
      change(
        `outage-${outage.table_id}`,
        (site) => api.endOutage(site, outage.table_id, outage.id),
        (_answer, current) => ({
          data: { ...current, outages: current.outages.filter((kept) => kept.id !== outage.id) },
          news: { kind: 'outage_ended', outage },
        }),
      ),
    /** Cancels a booking that holds a table the manager would remove; answers the refusal, or null when done. */
    async cancelHolder(bookingId: string, reason: string): Promise<StaffRefusal | null> {
      const site = siteId.value;
      if (!site) return null;
      const result = await api.cancelBooking(site, bookingId, reason);
      return result.ok ? null : result.refusal;
    },
  };
}

export type SettingsModel = ReturnType<typeof createSettingsModel>;

/** The settings screen's model in the app, made when the screen first loads (screens.ts). */
export const settingsScreenModel = (app: StaffApp): SettingsModel =>
  createSettingsModel(createSettingsApi(app.api));
