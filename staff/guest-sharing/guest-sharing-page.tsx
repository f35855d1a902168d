import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { GUEST_SHARING_MODES, type GuestSharingMode } from '../../shared/staff/guest-sharing';
import { mayDo } from '../../shared/staff/rules';
import type { StaffRefusal } from '../api/refusal';
import { LoadState } from '../shell/load-state';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { guestSharingScreenModel } from './guest-sharing-model';
import { staffGuestSharingWords, type GuestSharingWords } from './guest-sharing-words';
import './guest-sharing.css';

// The screen table (screens.ts) loads the page and its model's factory together.
export { guestSharingScreenModel };

/** This screen's own refusals in its words; null for the staff app's. */
function sharingRefusal(T: GuestSharingWords, refusal: StaffRefusal): string | null {
  if (refusal.code !== 'refused') return null;
  if (refusal.error === 'guest_sharing_too_few') return T.tooFew();
  return refusal.error === 'guest_sharing_unknown_site' ? T.unknownSite() : null;
}

/**
 * The chain admin's setting of which restaurants see each other's guest records: all, each only its own, or a chosen
 * list that shares among itself (shared/staff/guest-sharing.ts). Saved with what happened said on screen.
 */
export function GuestSharingPage() {
  const app = useStaffApp();
  const model = useScreenModel(guestSharingScreenModel);
  const T = useWords(staffGuestSharingWords);
  const heading = useRef<HTMLHeadingElement>(null);
  const allowed = (app.session.staff.value?.restaurants ?? []).some((at) => mayDo(at.role, 'guest.sharing'));
  const mode = useSignal<GuestSharingMode>('all');
  const chosen = useSignal<string[]>([]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    if (allowed) void model.load();
  }, [model, allowed]);
  const answer = model.answer.value;
  useEffect(() => {
    if (!answer) return;
    mode.value = answer.sharing.mode;
    chosen.value = answer.sharing.site_ids;
  }, [answer, mode, chosen]);
  const refusal = model.refusal.value;
  const ownWords = refusal && sharingRefusal(T, refusal);
  return (
    <div class="staff-rules staff-guest-sharing">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          {T.heading()}
        </h1>
        <a class="staff-button staff-button--quiet" href={app.links.address('accounts')}>
          {T.back()}
        </a>
      </header>
      {!allowed ? (
        <p role="alert" class="staff-refusal staff-card">
          {T.notAllowed()}
        </p>
      ) : (
        <>
          {ownWords ? null : (
            <LoadState
              refusal={refusal}
              loading={model.loading.value && !answer}
              loadingWords={T.loading()}
            />
          )}
          {answer && (
            <form
              class="staff-card"
              onSubmit={(event) => {
                event.preventDefault();
                void model.save({ mode: mode.value, site_ids: mode.value === 'chosen' ? chosen.value : [] });
              }}
            >
              <p>{T.intro()}</p>
              <fieldset>
                <legend>{T.legend()}</legend>
                {GUEST_SHARING_MODES.map((option) => (
                  <label key={option} class="staff-choice">
                    <input
                      type="radio"
                      name="guest-sharing-mode"
                      value={option}
                      checked={mode.value === option}
                      onChange={() => (mode.value = option)}
                    />
                    {T.mode[option]()}
                  </label>
                ))}
              </fieldset>
              {mode.value === 'chosen' && (
                <fieldset aria-describedby="guest-sharing-chosen-hint">
                  <legend>{T.chosenLegend()}</legend>
                  <p id="guest-sharing-chosen-hint" class="staff-muted">
                    {T.chosenHint()}
                  </p>
                  <div class="staff-guest-sharing__sites">
                    {answer.restaurants.map((restaurant) => (
                      <label key={restaurant.site_id} class="staff-choice">
                        <input
                          type="checkbox"
                          checked={chosen.value.includes(restaurant.site_id)}
                          onChange={(event) =>
                            (chosen.value = event.currentTarget.checked
                              ? [...chosen.value, restaurant.site_id]
                              : chosen.value.filter((id) => id !== restaurant.site_id))
                          }
                        />
                        {restaurant.site_name}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              <button type="submit" class="staff-button staff-button--primary" disabled={model.busy.value}>
                {model.busy.value ? T.saving() : T.save()}
              </button>
              <p role="status">{model.saved.value ? T.saved() : ''}</p>
              {ownWords && (
                <p role="alert" class="staff-refusal">
                  {ownWords}
                </p>
              )}
            </form>
          )}
        </>
      )}
    </div>
  );
}
