import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import {
  checkTable,
  TABLE_LABEL_MAX_LENGTH,
  TABLE_SEATS_MAX,
  type SiteTable,
  type TableBody,
  type TableCheck,
} from '../../shared/staff/site-tables';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSettingsWords, type SettingsWords } from './settings-words';
import { useScreenModel, useWords } from '../shell/context';
import { settingsScreenModel } from './settings-model';
import type { TableOutageAnswer } from './settings-answers';
import { TableOutages } from './table-outage';
import { TableRemoval } from './table-removal';

/** The shared table check in words ('' when the table can be saved). */
function checkWords(T: SettingsWords['tables'], check: TableCheck): string {
  if (check === 'ok') return '';
  if (check === 'label_too_long') return T.check.label_too_long({ max: TABLE_LABEL_MAX_LENGTH });
  if (check === 'seats_out_of_range') return T.check.seats_out_of_range({ max: TABLE_SEATS_MAX });
  return T.check[check]();
}

/**
 * One table's fields (label, seats, combinable) and its Save or Add button (its outages and removal sit beside it).
 * Checked with the shared rule before sending; the API's refusal for this table shows beneath it.
 */
function TableFields({
  table,
  otherLabels,
  rooms,
}: {
  table: SiteTable | null;
  otherLabels: string[];
  rooms: Array<{ id: string; name: string }>;
}) {
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).tables;
  const refusalWords = useWords(staffRefusalWords);
  const label = useSignal(table?.label ?? '');
  const seats = useSignal(String(table?.seats ?? 2));
  const combinable = useSignal(table?.combinable ?? true);
  const room = useSignal(rooms[0]?.id ?? '');
  const tried = useSignal(false);
  const labelField = useRef<HTMLInputElement>(null);
  const at = table?.id ?? 'new-table';
  const id = `table-${table?.id ?? 'new'}`;
  const body: TableBody = {
    label: label.value.trim(),
    seats: seats.value.trim() === '' ? Number.NaN : Number(seats.value),
    combinable: combinable.value,
    ...(table || !room.value ? {} : { seating_area_id: room.value }),
  };
  const problem = checkWords(T, checkTable(body, otherLabels));
  const { busy, changeRefusal } = settingsModel;
  /** Which table a field is of, for a screen reader: each row's fields have the same visible words. */
  const whose = table && <span class="visually-hidden">, {table.label}</span>;

  return (
    <form
      class="staff-table-row"
      aria-label={table ? table.label : T.addHeading()}
      onSubmit={async (event) => {
        event.preventDefault();
        tried.value = true;
        if (problem || busy.value) return;
        const saved = table
          ? await settingsModel.changeTable(table.id, body)
          : await settingsModel.addTable(body);
        if (saved && !table) {
          label.value = '';
          tried.value = false;
          labelField.current?.focus();
        }
      }}
    >
      <div class="staff-field">
        <label for={`${id}-label`}>
          {T.label()}
          {whose}
        </label>
        <input
          ref={labelField}
          id={`${id}-label`}
          maxLength={TABLE_LABEL_MAX_LENGTH}
          required
          value={label.value}
          aria-describedby={`${id}-check`}
          onInput={(event) => (label.value = event.currentTarget.value)}
        />
      </div>
      <div class="staff-field">
        <label for={`${id}-seats`}>
          {T.seats()}
          {whose}
        </label>
        <input
          id={`${id}-seats`}
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_SEATS_MAX}
          required
          value={seats.value}
          onInput={(event) => (seats.value = event.currentTarget.value)}
        />
      </div>
      {!table && rooms.length > 1 && (
        <div class="staff-field">
          <label for={`${id}-room`}>{T.room()}</label>
          <select
            id={`${id}-room`}
            value={room.value}
            onChange={(event) => (room.value = event.currentTarget.value)}
          >
            {rooms.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <label class="staff-check">
        <input
          type="checkbox"
          checked={combinable.value}
          onChange={(event) => (combinable.value = event.currentTarget.checked)}
        />
        {T.combinable()}
        {whose}
      </label>
      <div class="staff-table-row__actions">
        <button type="submit" class="staff-button staff-button--primary" disabled={busy.value !== null}>
          {busy.value === at ? T.working() : table ? T.save() : T.add()}
          {whose}
        </button>
      </div>
      <p id={`${id}-check`} class="staff-refusal" aria-live="polite">
        {tried.value || (table && label.value !== table.label) ? problem : ''}
      </p>
      {/* A refused removal lists its bookings beside the row (table-removal.tsx). */}
      {changeRefusal.value?.at === at && changeRefusal.value.refusal.code !== 'table_in_use' && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, changeRefusal.value.refusal)}
        </p>
      )}
    </form>
  );
}

/** The restaurant's tables: each to change, take out of service or remove, room by room, and a form to add one. */
export function TablesSection({
  tables,
  rooms,
  outages,
}: {
  tables: readonly SiteTable[];
  rooms: Array<{ id: string; name: string }>;
  outages: readonly TableOutageAnswer[];
}) {
  const T = useWords(staffSettingsWords).tables;
  const labels = tables.map((table) => table.label);
  return (
    <section class="staff-card staff-tables" aria-labelledby="tables-heading">
      <h2 id="tables-heading" tabIndex={-1}>
        {T.heading()}
      </h2>
      <p class="staff-muted">{T.intro()}</p>
      {rooms.map((room) => {
        const inRoom = tables.filter((table) => table.seating_area_id === room.id);
        return (
          inRoom.length > 0 && (
            <div key={room.id} class="staff-tables__room">
              {rooms.length > 1 && <h3>{room.name}</h3>}
              {inRoom.map((table) => {
                const out = outages.filter((outage) => outage.table_id === table.id);
                return (
                  <div key={table.id} class={out.length > 0 ? 'staff-table staff-table--out' : 'staff-table'}>
                    <TableFields
                      table={table}
                      otherLabels={labels.filter((other) => other !== table.label)}
                      rooms={rooms}
                    />
                    <div class="staff-table__more">
                      <TableOutages table={table} outages={out} />
                      <TableRemoval table={table} />
                    </div>
                  </div>
                );
              })}
            </div>
          )
        );
      })}
      {tables.length === 0 && <p class="staff-muted">{T.none()}</p>}
      <h3>{T.addHeading()}</h3>
      <TableFields key="new" table={null} otherLabels={labels} rooms={rooms} />
    </section>
  );
}
