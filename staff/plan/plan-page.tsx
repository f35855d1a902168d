import { useEffect } from 'preact/hooks';
import type { PlanDirection, PlanTable } from '../../shared/staff/room-plan';
import { PLAN_COLUMNS, PLAN_ROWS } from '../../shared/staff/room-plan';
import { mayDo } from '../../shared/staff/rules';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { staffRefusalWords } from '../shell/shell-words';
import { AreaGrid } from './area-grid';
import { AreaHeading, AddAreaForm } from './areas-form';
import { planNewsSentence, planRefusalSentence } from './plan-phrases';
import { planScreenModel } from './plan-model';
import { staffPlanWords } from './plan-words';
import { SelectedTable } from './selected-table';
import './plan.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { planScreenModel };

const ARROWS: Record<string, PlanDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** One table on the plan: a button that selects it; selected, the arrow keys move it and Escape lets it go. */
function PlanTableButton({ table }: { table: PlanTable }) {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords);
  const selected = model.selected.value;
  const pairs = model.plan.value?.neighbours ?? [];
  const isNeighbour =
    selected !== null && pairs.some((pair) => pair.includes(selected) && pair.includes(table.id));
  const isSelected = selected === table.id;
  return (
    <button
      type="button"
      class={`staff-plan-table${isSelected ? ' staff-plan-table--selected' : ''}${isNeighbour ? ' staff-plan-table--neighbour' : ''}`}
      data-table-id={table.id}
      aria-pressed={isSelected}
      aria-describedby="plan-help"
      aria-label={T.tableAt({
        label: table.label,
        seats: table.seats,
        column: (table.column ?? 0) + 1,
        row: (table.row ?? 0) + 1,
      })}
      onClick={() => model.select(table.id)}
      onKeyDown={(event) => {
        const direction = ARROWS[event.key];
        if (direction && isSelected) {
          event.preventDefault();
          void model.move(direction);
        } else if (event.key === 'Escape' && isSelected) model.select(null);
      }}
    >
      {/* The visible text ('T1 2') is where the button's name starts ('T1, 2 seats, …'); the space keeps them apart. */}
      <span class="staff-plan-table__label">{table.label}</span>{' '}
      <span class="staff-plan-table__seats">{table.seats}</span>
    </button>
  );
}

/** Each area with its name and its grid; a tap on a free cell moves the selected table there. */
function Areas() {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords);
  const plan = model.plan.value!;
  return (
    <>
      {plan.areas.map((area) => (
        <section key={area.id} class="staff-card staff-plan__area" aria-labelledby={`area-${area.id}`}>
          <AreaHeading area={area} />
          <AreaGrid
            areaId={area.id}
            label={T.gridLabel({ area: area.name, columns: PLAN_COLUMNS, rows: PLAN_ROWS })}
            tables={plan.tables.filter((table) => table.seating_area_id === area.id && table.column !== null)}
            drawTable={(table) => <PlanTableButton table={table} />}
            onCell={(cell) => {
              if (model.selected.value) void model.place(model.selected.value, area.id, cell);
            }}
            onDrop={(tableId, areaId, cell) => {
              model.select(tableId);
              void model.place(tableId, areaId, cell);
            }}
          />
        </section>
      ))}
    </>
  );
}

/** The tables not yet on the plan, each a button that selects it (the panel puts it on). */
function OffPlan() {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords);
  const off = model.plan.value!.tables.filter((table) => table.column === null);
  return (
    <section class="staff-card staff-plan__off" aria-labelledby="plan-off-heading">
      <h2 id="plan-off-heading">{T.offPlan()}</h2>
      {off.length === 0 ? (
        <p class="staff-muted">{T.offPlanNone()}</p>
      ) : (
        <ul class="staff-plan__off-list">
          {off.map((table) => (
            <li key={table.id}>
              <button
                type="button"
                class="staff-button staff-button--quiet"
                aria-pressed={model.selected.value === table.id}
                onClick={() => model.select(table.id)}
              >
                {T.table({ label: table.label, seats: table.seats })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What just changed, visible and announced; a refusal in words. */
function PlanStatus() {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords);
  const refusalWords = useWords(staffRefusalWords);
  const news = model.news.value;
  const refusal = model.changeRefusal.value;
  return (
    <>
      <p role="status" class="staff-plan__news">
        {news && !refusal ? planNewsSentence(T, news) : ''}
      </p>
      {refusal && (
        <p role="alert" class="staff-refusal staff-plan__refusal">
          {planRefusalSentence(T, refusalWords, refusal)}
        </p>
      )}
    </>
  );
}

/**
 * The plan of the room for the restaurant's manager: each area a grid of 12 x 8 cells with its tables on them, moved
 * by pointer (select then tap a cell, or drag) or by keyboard (select, then the arrow keys), with the selected table's
 * area, seats and neighbours beside; the areas are named and added here. A host reads that it is a manager's.
 */
export function PlanPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'capacity.edit') : false;
  const { plan, loading, refusal } = model;

  useEffect(() => {
    if (allowed) void model.load(siteId);
  }, [model, siteId, allowed]);

  const shown = model.siteId.value === siteId ? plan.value : null;
  const settingsLink = app.links.linkTo('settings', { siteId });
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-plan"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.managersOnly() }}
      sideLinks={settingsLink ? [{ href: settingsLink, words: T.settingsLink() }] : []}
    >
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      {shown && (
        <div class="staff-plan__body">
          <div class="staff-plan__main">
            <p id="plan-help" class="staff-muted staff-plan__help">
              {T.help()}
            </p>
            <Areas />
            <OffPlan />
            <AddAreaForm />
          </div>
          <aside class="staff-plan__side" aria-label={T.selected.label()}>
            <PlanStatus />
            <SelectedTable />
          </aside>
        </div>
      )}
    </RestaurantScreen>
  );
}
