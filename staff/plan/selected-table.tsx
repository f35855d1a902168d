import { useSignal } from '@preact/signals';
import { neighboursOf, type PlanTable } from '../../shared/staff/room-plan';
import { TABLE_SEATS_MAX } from '../../shared/staff/site-tables';
import { useScreenModel, useWords } from '../shell/context';
import { SignalField } from '../shell/fields';
import { planScreenModel } from './plan-model';
import { staffPlanWords } from './plan-words';

/** Where the table stands, the area to put it in, and taking it off the plan. */
function Placement({ table }: { table: PlanTable }) {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).selected;
  const plan = model.plan.value!;
  const area = useSignal(table.seating_area_id);
  const areaName = plan.areas.find((candidate) => candidate.id === table.seating_area_id)?.name ?? '';
  const placed = table.column !== null && table.row !== null;
  return (
    <div class="staff-plan-panel__part">
      <p>
        {placed ? T.where({ column: table.column! + 1, row: table.row! + 1, area: areaName }) : T.notPlaced()}
      </p>
      <div class="staff-plan-panel__row">
        <div class="staff-field">
          <label for="plan-area">{T.area()}</label>
          <select
            id="plan-area"
            value={area.value}
            onChange={(event) => (area.value = event.currentTarget.value)}
          >
            {plan.areas.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          class="staff-button"
          disabled={placed && area.value === table.seating_area_id}
          onClick={() => void model.putInArea(table.id, area.value)}
        >
          {T.moveToArea()}
        </button>
      </div>
      {placed && (
        <button
          type="button"
          class="staff-button staff-button--quiet"
          onClick={() => void model.place(table.id, table.seating_area_id, null)}
        >
          {T.takeOff()}
        </button>
      )}
    </div>
  );
}

/** The table's seats and whether it may be pushed together with others. */
function SeatsForm({ table }: { table: PlanTable }) {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).selected;
  const seats = useSignal(String(table.seats));
  const combinable = useSignal(table.combinable);
  return (
    <form
      class="staff-plan-panel__part staff-plan-panel__row"
      onSubmit={(event) => {
        event.preventDefault();
        void model.saveTable(table.id, Number(seats.value), combinable.value);
      }}
    >
      <SignalField
        id="plan-seats"
        label={T.seats()}
        value={seats}
        fieldClass="staff-field"
        type="number"
        inputMode="numeric"
        min={1}
        max={TABLE_SEATS_MAX}
      />
      <label class="staff-check">
        <input
          type="checkbox"
          checked={combinable.value}
          onChange={(event) => (combinable.value = event.currentTarget.checked)}
        />
        {T.combinable()}
      </label>
      <button type="submit" class="staff-button">
        {T.saveTable()}
      </button>
    </form>
  );
}

/** The combinable tables of its area it stands against: large parties sit only at neighbours. */
function NeighboursForm({ table }: { table: PlanTable }) {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).selected;
  const plan = model.plan.value!;
  const current = neighboursOf(plan.neighbours, table.id);
  const chosen = useSignal<ReadonlySet<string>>(new Set(current));
  const areaName = plan.areas.find((area) => area.id === table.seating_area_id)?.name ?? '';
  const candidates = plan.tables.filter(
    (other) => other.id !== table.id && other.combinable && other.seating_area_id === table.seating_area_id,
  );
  if (!table.combinable) return <p class="staff-muted staff-plan-panel__part">{T.notCombinable()}</p>;
  return (
    <form
      class="staff-plan-panel__part"
      onSubmit={(event) => {
        event.preventDefault();
        void model.setNeighbours(table.id, [...chosen.value]);
      }}
    >
      <fieldset class="staff-plan-panel__neighbours">
        <legend>{T.neighbours()}</legend>
        <p class="staff-muted">{T.neighboursHelp({ area: areaName })}</p>
        {candidates.length === 0 && <p class="staff-muted">{T.noCandidates()}</p>}
        {candidates.map((other) => (
          <label key={other.id} class="staff-check">
            <input
              type="checkbox"
              checked={chosen.value.has(other.id)}
              onChange={(event) => {
                const next = new Set(chosen.value);
                if (event.currentTarget.checked) next.add(other.id);
                else next.delete(other.id);
                chosen.value = next;
              }}
            />
            {other.label}
          </label>
        ))}
      </fieldset>
      {candidates.length > 0 && (
        <button type="submit" class="staff-button">
          {T.saveNeighbours()}
        </button>
      )}
    </form>
  );
}

/** The selected table: where it stands, its seats, its neighbours; or how to select one. */
export function SelectedTable() {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).selected;
  const table = model.plan.value?.tables.find((candidate) => candidate.id === model.selected.value);
  if (!table)
    return (
      <div class="staff-card staff-plan-panel">
        <p class="staff-muted">{T.none()}</p>
      </div>
    );
  return (
    <section class="staff-card staff-plan-panel" aria-labelledby="plan-selected-heading">
      <h2 id="plan-selected-heading">{T.heading({ label: table.label })}</h2>
      {/* Keyed by what they start from: a table changed (here or by the server) starts its forms afresh. */}
      <Placement key={`${table.id}:${table.seating_area_id}`} table={table} />
      <SeatsForm key={`${table.id}:${table.seats}:${table.combinable}`} table={table} />
      <NeighboursForm
        key={`${table.id}:${neighboursOf(model.plan.value!.neighbours, table.id).join(',')}`}
        table={table}
      />
      <button type="button" class="staff-button staff-button--quiet" onClick={() => model.select(null)}>
        {T.deselect()}
      </button>
    </section>
  );
}
