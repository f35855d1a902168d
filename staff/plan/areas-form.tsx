import { useSignal } from '@preact/signals';
import { AREA_NAME_MAX_LENGTH, type PlanArea } from '../../shared/staff/room-plan';
import { useScreenModel, useWords } from '../shell/context';
import { planScreenModel } from './plan-model';
import { staffPlanWords } from './plan-words';

/** An area's name as its section's heading, with Rename opening a field for a new one in place. */
export function AreaHeading({ area }: { area: PlanArea }) {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).areas;
  const renaming = useSignal(false);
  const name = useSignal(area.name);
  return (
    <div class="staff-plan__area-heading">
      <h2 id={`area-${area.id}`}>{area.name}</h2>
      {renaming.value ? (
        <form
          class="staff-plan-panel__row"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await model.renameArea(area.id, name.value)) renaming.value = false;
          }}
        >
          <div class="staff-field">
            <label for={`rename-${area.id}`}>{T.renameLabel({ area: area.name })}</label>
            <input
              id={`rename-${area.id}`}
              value={name.value}
              maxLength={AREA_NAME_MAX_LENGTH}
              onInput={(event) => (name.value = event.currentTarget.value)}
            />
          </div>
          <button type="submit" class="staff-button">
            {T.save()}
          </button>
          <button
            type="button"
            class="staff-button staff-button--quiet"
            onClick={() => (renaming.value = false)}
          >
            {T.cancel()}
          </button>
        </form>
      ) : (
        <button
          type="button"
          class="staff-button staff-button--quiet"
          aria-label={`${T.rename()}: ${area.name}`}
          onClick={() => {
            name.value = area.name;
            renaming.value = true;
          }}
        >
          {T.rename()}
        </button>
      )}
    </div>
  );
}

/** A new area of the room ('terras', 'serre'), after the others. */
export function AddAreaForm() {
  const model = useScreenModel(planScreenModel);
  const T = useWords(staffPlanWords).areas;
  const name = useSignal('');
  return (
    <form
      class="staff-card staff-plan__add-area"
      aria-labelledby="plan-add-area"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await model.addArea(name.value)) name.value = '';
      }}
    >
      <h2 id="plan-add-area">{T.add()}</h2>
      <p id="plan-area-help" class="staff-muted">
        {T.addHelp()}
      </p>
      <div class="staff-plan-panel__row">
        <div class="staff-field">
          <label for="plan-area-name">{T.addLabel()}</label>
          <input
            id="plan-area-name"
            value={name.value}
            maxLength={AREA_NAME_MAX_LENGTH}
            aria-describedby="plan-area-help"
            onInput={(event) => (name.value = event.currentTarget.value)}
          />
        </div>
        <button type="submit" class="staff-button">
          {T.add()}
        </button>
      </div>
    </form>
  );
}
