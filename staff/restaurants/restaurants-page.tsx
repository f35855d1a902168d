import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { Language } from '../../shared/constants';
import { promotionTitle } from '../../shared/promotions/titles';
import type { RestaurantProblem } from '../../shared/restaurants/restaurant';
import type { StaffRefusal } from '../api/refusal';
import { LoadState } from '../shell/load-state';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { checkDraft, draftOf, EMPTY_DRAFT, type DraftField, type RestaurantDraft } from './restaurant-draft';
import { restaurantsScreenModel, type RestaurantsDone } from './restaurants-model';
import { staffRestaurantsWords, type RestaurantsWords } from './restaurants-words';
import './restaurants.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { restaurantsScreenModel };

/**
 * This screen's own refusals in its words; null for the staff app's. The promotions that keep a restaurant from being
 * archived are named by their titles in the staff member's language.
 */
function ownRefusal(
  T: RestaurantsWords,
  refusal: StaffRefusal,
  language: Language,
  name: string | null,
): string | null {
  if (refusal.code === 'refused' && refusal.error === 'restaurant_slug_taken') return T.slugTaken();
  if (refusal.code === 'restaurant_in_promotion' && name && refusal.promotions.length) {
    const titles = refusal.promotions.map((flow) => promotionTitle(flow, language));
    return T.inPromotion({
      name,
      promotions: new Intl.ListFormat(language, { type: 'conjunction' }).format(titles),
      count: titles.length,
    });
  }
  return null;
}

function doneWords(T: RestaurantsWords, done: RestaurantsDone): string {
  if (done.kind === 'archived') return T.archivedDone({ name: done.name });
  if (done.kind === 'unarchived') return T.unarchivedDone({ name: done.name });
  return T.saved({ name: done.name });
}

type Problems = Partial<Record<DraftField, RestaurantProblem>>;

/** One text input of the form, with its problem beside it. */
function Field(props: {
  name: DraftField;
  label: string;
  draft: { value: RestaurantDraft };
  problems: Problems;
  T: RestaurantsWords;
  hint?: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'decimal' | 'tel' | 'email';
}) {
  const { name, draft, problems, T } = props;
  const id = `restaurant-${name}`;
  const problem = problems[name];
  const described = [props.hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  const value = draft.value[name] as string;
  const onInput = (event: { currentTarget: { value: string } }) =>
    (draft.value = { ...draft.value, [name]: event.currentTarget.value });
  return (
    <div class="staff-field">
      <label for={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={described || undefined}
          onInput={onInput}
        />
      ) : (
        <input
          id={id}
          type={props.type ?? 'text'}
          value={value}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={described || undefined}
          onInput={onInput}
        />
      )}
      {props.hint && (
        <p id={`${id}-hint`} class="staff-muted">
          {props.hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} class="field__error">
          {T.problem[problem]()}
        </p>
      )}
    </div>
  );
}

/** One check box of the form. */
function Check(props: { name: DraftField; label: string; draft: { value: RestaurantDraft } }) {
  const { name, draft } = props;
  return (
    <label class="staff-check">
      <input
        type="checkbox"
        checked={draft.value[name] as boolean}
        onChange={(event) => (draft.value = { ...draft.value, [name]: event.currentTarget.checked })}
      />
      {props.label}
    </label>
  );
}

/**
 * The chain admin's restaurants (docs/restaurants.md): the list with archive and bring back, and the form that adds or
 * edits one, checked on screen by the schema the server checks (shared/restaurants/restaurant.ts).
 */
export function RestaurantsPage() {
  const app = useStaffApp();
  const model = useScreenModel(restaurantsScreenModel);
  const T = useWords(staffRestaurantsWords);
  const heading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const allowed = app.session.staff.value?.chain_admin === true;
  const draft = useSignal<RestaurantDraft>(EMPTY_DRAFT);
  const problems = useSignal<Problems>({});
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    if (allowed) void model.load();
  }, [model, allowed]);
  const editing = model.editing.value;
  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  const restaurants = model.restaurants.value;
  const refusal = model.refusal.value;
  const own = refusal && ownRefusal(T, refusal, app.language.value, model.refusedName.value);
  const current = editing && editing !== 'new' ? restaurants?.find((one) => one.id === editing) : undefined;

  const open = (id: string) => {
    const restaurant = restaurants?.find((one) => one.id === id);
    draft.value = restaurant ? draftOf(restaurant) : EMPTY_DRAFT;
    problems.value = {};
    model.done.value = null;
    model.refusal.value = null;
    model.editing.value = id;
  };
  const field = (name: DraftField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={name} label={label} draft={draft} problems={problems.value} T={T} {...extra} />
  );

  return (
    <div class="staff-rules staff-restaurants">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          {T.heading()}
        </h1>
        {allowed && restaurants && !editing && (
          <button type="button" class="staff-button staff-button--primary" onClick={() => open('new')}>
            {T.add()}
          </button>
        )}
      </header>
      <p role="status">{model.done.value ? doneWords(T, model.done.value) : ''}</p>
      {!allowed ? (
        <p role="alert" class="staff-refusal staff-card">
          {T.notAllowed()}
        </p>
      ) : (
        <>
          {own ? null : (
            <LoadState
              refusal={refusal}
              loading={model.loading.value && !restaurants}
              loadingWords={T.loading()}
            />
          )}
          {own && !editing && (
            <p role="alert" class="staff-refusal staff-card">
              {own}
            </p>
          )}
          {editing && (
            <form
              class="staff-card staff-restaurants__form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const checked = checkDraft(draft.value, current?.archived ?? false);
                if (!checked.ok) {
                  problems.value = checked.problems;
                  const first = Object.keys(checked.problems)[0];
                  document.getElementById(`restaurant-${first}`)?.focus();
                  return;
                }
                problems.value = {};
                void model.save(checked.restaurant);
              }}
            >
              <h2 ref={formHeading} tabIndex={-1}>
                {current ? T.editHeading({ name: current.name }) : T.newHeading()}
              </h2>
              <div class="staff-restaurants__grid">
                {field('name', T.name(), { autoComplete: 'organization' })}
                {field('slug', T.slug(), { hint: T.slugHint() })}
                {field('address', T.address(), { autoComplete: 'street-address' })}
                {field('postcode', T.postcode(), { autoComplete: 'postal-code' })}
                {field('city', T.city(), { autoComplete: 'address-level2' })}
                {field('phone', T.phone(), { type: 'tel', inputMode: 'tel' })}
                {field('email', T.email(), { type: 'email', inputMode: 'email' })}
                {field('latitude', T.latitude(), { inputMode: 'decimal', hint: T.positionHint() })}
                {field('longitude', T.longitude(), { inputMode: 'decimal' })}
              </div>
              <Check name="outside_nl_confirmed" label={T.outsideNl()} draft={draft} />
              <div class="staff-restaurants__grid">
                <fieldset>
                  <legend>{T.textsEn()}</legend>
                  {field('parking_en', T.parking(), { multiline: true })}
                  {field('route_en', T.route(), { multiline: true })}
                  {field('experiences_en', T.experiences(), { multiline: true })}
                </fieldset>
                <fieldset lang="nl">
                  <legend>{T.textsNl()}</legend>
                  {field('parking_nl', T.parking(), { multiline: true })}
                  {field('route_nl', T.route(), { multiline: true })}
                  {field('experiences_nl', T.experiences(), { multiline: true })}
                </fieldset>
              </div>
              <fieldset>
                <legend>{T.badges()}</legend>
                <Check name="dogs_welcome" label={T.dogsWelcome()} draft={draft} />
                <Check name="disabled_toilet" label={T.disabledToilet()} draft={draft} />
                <Check name="terrace_not_reservable" label={T.terraceNotReservable()} draft={draft} />
              </fieldset>
              {field('channels', T.channels())}
              <Check name="offered_as_alternative" label={T.offered()} draft={draft} />
              {Object.keys(problems.value).length > 0 && (
                <p role="alert" class="staff-refusal">
                  {T.checkForm()}
                </p>
              )}
              {own && (
                <p role="alert" class="staff-refusal">
                  {own}
                </p>
              )}
              <div class="staff-restaurants__buttons">
                <button type="submit" class="staff-button staff-button--primary" disabled={model.busy.value}>
                  {model.busy.value ? T.saving() : T.save()}
                </button>
                <button type="button" class="staff-button" onClick={() => (model.editing.value = null)}>
                  {T.cancel()}
                </button>
              </div>
            </form>
          )}
          {restaurants && !editing && (
            <section class="staff-card">
              <p>{T.intro()}</p>
              <p class="staff-muted">{T.archiveHint()}</p>
              {restaurants.length === 0 ? (
                <p>{T.none()}</p>
              ) : (
                <ul class="staff-restaurants__list">
                  {restaurants.map((restaurant) => (
                    <li key={restaurant.id} class="staff-restaurants__item">
                      <p>
                        <strong>{restaurant.name}</strong>, {restaurant.city}
                        {restaurant.archived && <span class="staff-muted"> · {T.archived()}</span>}
                        {!restaurant.offered_as_alternative && (
                          <span class="staff-muted"> · {T.notOffered()}</span>
                        )}
                      </p>
                      <div class="staff-restaurants__actions">
                        <button
                          type="button"
                          class="staff-button"
                          aria-label={`${T.edit()}: ${restaurant.name}`}
                          onClick={() => open(restaurant.id)}
                        >
                          {T.edit()}
                        </button>
                        <button
                          type="button"
                          class="staff-button staff-button--quiet"
                          aria-label={`${restaurant.archived ? T.unarchive() : T.archive()}: ${restaurant.name}`}
                          disabled={model.busy.value}
                          onClick={() => void model.setArchived(restaurant.id, !restaurant.archived)}
                        >
                          {restaurant.archived ? T.unarchive() : T.archive()}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
