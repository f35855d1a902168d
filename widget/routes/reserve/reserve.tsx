import { useEffect, useState } from 'preact/hooks';
import type { FieldError } from '../../../shared/schemas/field-errors';
import { maxChildSeats } from '../../../shared/party-size/child-seats';
import { ReservationStepPage } from './components/close-question';
import { StorageBlockedNotice } from '../../components/storage-notice';
import { readForm } from '../../state/forms';
import { checkDetails, errorText, loadDetailsSchema } from './logic/details-form';
import { bookingPathWords } from './booking-path-words';
import { useNamespace } from '../../i18n/use-i18n';
import { RemarksField } from './components/remarks-field';
import { useJourney, useReservationFlow, useReservationStep } from './logic/use-journey';
import type { JSX } from 'preact';

const TEXT_FIELDS = ['first_name', 'last_name', 'phone_number', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Reservation details: who is coming and how to reach them; a signed-in guest's profile pre-fills. */
export function ReservePage(_props: { sid: string }) {
  const { state, actions, extras, say, t, m } = useJourney();
  // The number last checked and whether a code can be texted to it; the guest is told here when it cannot.
  const { phoneReach } = useReservationFlow();
  const path = useNamespace(bookingPathWords).details;
  const { allowed, number } = useReservationStep('reserve');
  const user = state.userForm;
  const form = state.reservationForm;
  const profile = state.auth.profile.value;
  // null until the first submit: from then on the messages follow the typing.
  const [errors, setErrors] = useState<Record<string, FieldError> | null>(null);
  const [busy, setBusy] = useState(false);

  // The shared bound arrives with the form's schema chunk.
  const [chairsMax, setChairsMax] = useState(0);
  useEffect(() => {
    void loadDetailsSchema().then((schema) => setChairsMax(schema.CHILD_SEATS_MAX));
  }, []);
  // High chairs asked for a larger party shrink with it (never more than the guests).
  useEffect(() => {
    if (form.child_seats.peek() > form.party_size.peek()) form.child_seats.value = form.party_size.peek();
  }, [form]);
  // A signed-in guest's profile fills what is still empty.
  useEffect(() => {
    if (profile) for (const name of TEXT_FIELDS) if (!user[name].peek()) user[name].value = profile[name];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in guest, not again when the same profile is fetched anew
  }, [profile?.id]);

  const check = async () => {
    const result = await checkDetails({
      ...readForm(user),
      child_seats: form.child_seats.value,
      wheelchair_users: form.wheelchair_users.value,
      remarks: form.remarks.value,
      subscribe: user.subscribed.value,
      rememberme: extras.rememberme,
    });
    setErrors(result.ok ? {} : result.errors);
    return result;
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const result = await check();
    if (!result.ok) {
      document.getElementById(`field-${Object.keys(result.errors)[0]}`)?.focus();
      return;
    }
    const phone = result.values.phone_number;
    const told = phoneReach.peek()?.phone === phone;
    setBusy(true);
    const known = await actions.checkPhone(phone);
    setBusy(false);
    // A number no code can be texted to is told here, with the e-mail route: the guest goes on knowingly.
    if (!known.textable && !told) return document.getElementById('field-phone_number')?.focus();
    for (const name of TEXT_FIELDS) user[name].value = result.values[name];
    // Details changed: any earlier code or e-mail choice no longer applies.
    actions.update({
      rememberme: result.values.rememberme,
      emailChoice: null,
      storedEmail: null,
      codeChannel: known.textable ? 'sms' : 'email',
    });
    actions.next('reserve');
  };

  if (!allowed) return null;
  const textField = (
    name: TextField,
    label: string,
    attributes: JSX.InputHTMLAttributes<HTMLInputElement>,
    note?: string,
  ) => {
    const error = errors?.[name];
    const describedBy = [error && `error-${name}`, note && `note-${name}`].filter(Boolean).join(' ');
    return (
      <div class="field">
        <label for={`field-${name}`}>{label}</label>
        <input
          id={`field-${name}`}
          name={name}
          value={user[name].value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onInput={(event) => {
            user[name].value = event.currentTarget.value;
            if (name === 'phone_number') phoneReach.value = null;
            if (errors) void check();
          }}
          required
          {...attributes}
        />
        {error && (
          <span id={`error-${name}`} class="field__error">
            {errorText(error, m as never)}
          </span>
        )}
        {note && (
          <span id={`note-${name}`} class="field__note">
            {note}
          </span>
        )}
      </div>
    );
  };

  const byEmail = phoneReach.value?.textable === false;
  const seats = form.child_seats.value;
  const wheelchair = form.wheelchair_users.value;
  return (
    <ReservationStepPage current={number} title={t.details.title()}>
      <StorageBlockedNotice text={t.details.storageBlocked()} journey />
      <form noValidate onSubmit={onSubmit}>
        {textField('first_name', t.details.firstName(), { autocomplete: 'given-name' })}
        {textField('last_name', t.details.lastName(), { autocomplete: 'family-name' })}
        {textField(
          'phone_number',
          t.details.phone(),
          { autocomplete: 'tel', type: 'tel', inputMode: 'tel' },
          byEmail ? say('phoneNotTextable') : undefined,
        )}
        {textField('email', t.details.email(), { autocomplete: 'email', type: 'email' })}
        <div class="field">
          <span class="field__label" id="chairs-label">
            {t.details.highChairs()}
          </span>
          <div class="stepper" role="group" aria-labelledby="chairs-label">
            <button
              type="button"
              class="icon-button"
              aria-label={t.details.fewerChairs()}
              disabled={seats <= 0}
              onClick={() => (form.child_seats.value = seats - 1)}
            >
              −
            </button>
            <output aria-live="polite">{seats}</output>
            <button
              type="button"
              class="icon-button"
              aria-label={t.details.moreChairs()}
              disabled={seats >= maxChildSeats(form.party_size.value, chairsMax)}
              onClick={() => (form.child_seats.value = seats + 1)}
            >
              +
            </button>
          </div>
        </div>
        <fieldset class="field">
          <legend>{t.details.wheelchair()}</legend>
          <div class="choice">
            <label>
              <input
                type="radio"
                name="wheelchair"
                checked={wheelchair === true}
                onChange={() => (form.wheelchair_users.value = true)}
              />{' '}
              {t.details.yes()}
            </label>
            <label>
              <input
                type="radio"
                name="wheelchair"
                checked={wheelchair === false}
                onChange={() => (form.wheelchair_users.value = false)}
              />{' '}
              {t.details.no()}
            </label>
          </div>
        </fieldset>
        <RemarksField
          value={form.remarks.value}
          onInput={(value) => {
            form.remarks.value = value;
            if (errors) void check();
          }}
          showError={Boolean(errors?.remarks)}
        />
        <div class="field checks">
          <label>
            <input
              type="checkbox"
              checked={user.subscribed.value}
              onChange={(event) => (user.subscribed.value = event.currentTarget.checked)}
            />{' '}
            {t.details.subscribe()}
          </label>
          <label>
            <input
              type="checkbox"
              checked={extras.rememberme}
              onChange={(event) => actions.update({ rememberme: event.currentTarget.checked })}
            />{' '}
            {t.details.rememberme()}
          </label>
        </div>
        <div class="actions">
          <button type="submit" class="button button--primary button--block" disabled={busy}>
            {byEmail ? path.continueByEmail() : t.filter.continue()}
          </button>
        </div>
      </form>
    </ReservationStepPage>
  );
}
