import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEndpoints } from '../../api/use-endpoints';
import { DelayedSpinner } from '../../components/spinner';
import { messageTexts, translateMessage } from '../../i18n/messages';
import { useI18n, useNamespace } from '../../i18n/use-i18n';
import { createAuthFlow } from '../../state/auth-flow';
import { useApp } from '../../state/context';
import { retrieveRequest } from '../../state/forms';
import { retrieveTexts } from './texts';

const CONFIRMATION = /^[A-Za-z0-9]{4,12}$/;

/** Retrieve a reservation by its number with the phone or e-mail it was booked with, or log in by phone (SPEC §2). */
export function RetrievePage() {
  const app = useApp();
  const endpoints = useEndpoints();
  const t = useNamespace(retrieveTexts);
  const m = useNamespace(messageTexts);
  const { language } = useI18n();
  const form = app.state.retrieveForm;
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const loginPhone = useSignal('');
  const loginError = useSignal<string | null>(null);

  const find = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const contact =
      form.retrieveBy.value === 'email' ? form.email.value.trim() : form.phone_number.value.trim();
    const number = form.confirmationNum.value.trim();
    if (!number || !contact) return void (error.value = translateMessage(m, 'retrieveDataMissing'));
    if (!CONFIRMATION.test(number))
      return void (error.value = translateMessage(m, 'invalidConfirmationNumber'));
    error.value = null;
    busy.value = true;
    const body = retrieveRequest({
      confirmationNum: number.toUpperCase(),
      phone_number: form.phone_number.value.trim(),
      email: form.email.value.trim().toLowerCase(),
      retrieveBy: form.retrieveBy.value,
    });
    const result = await endpoints.retrieveReservation(body);
    busy.value = false;
    if (!result.ok) return void (error.value = translateMessage(m, result.error.messageKey));
    // The reservation id is its access token (SPEC §4 forced access).
    app.actions.auth.signInWithAccessToken(result.data.reservation.id);
    app.state.auth.reservations.value = [result.data.reservation];
    app.actions.navigation.go('/reservations/list');
  };

  const logIn = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = loginPhone.value.trim();
    if (!phone) return void (loginError.value = translateMessage(m, 'required'));
    loginError.value = null;
    busy.value = true;
    const result = await createAuthFlow(app, endpoints).requestCode({
      phone_number: phone,
      remember: true,
      language,
    });
    busy.value = false;
    if (!result.ok) return void (loginError.value = translateMessage(m, result.error.messageKey));
    app.actions.navigation.go('/reservations/code-input');
  };

  const byEmail = form.retrieveBy.value === 'email';
  return (
    <section class="page">
      <h1>{t.retrieveTitle()}</h1>
      <p class="muted">{t.retrieveIntro()}</p>
      <form onSubmit={(event) => void find(event)} noValidate>
        <div class="field">
          <label for="confirmation-number">{t.confirmationNum()}</label>
          <input
            id="confirmation-number"
            autocomplete="off"
            autocapitalize="characters"
            value={form.confirmationNum.value}
            onInput={(e) => (form.confirmationNum.value = e.currentTarget.value)}
          />
        </div>
        <fieldset class="field choice-field">
          <legend>{t.retrieveBy()}</legend>
          <div class="choice">
            {(['phone_number', 'email'] as const).map((by) => (
              <label key={by}>
                <input
                  type="radio"
                  name="retrieve-by"
                  checked={form.retrieveBy.value === by}
                  onChange={() => (form.retrieveBy.value = by)}
                />
                {by === 'email' ? t.byEmail() : t.byPhone()}
              </label>
            ))}
          </div>
        </fieldset>
        <div class="field">
          <label for="retrieve-contact">{byEmail ? t.byEmail() : t.byPhone()}</label>
          {byEmail ? (
            <input
              id="retrieve-contact"
              type="email"
              autocomplete="email"
              value={form.email.value}
              onInput={(e) => (form.email.value = e.currentTarget.value)}
            />
          ) : (
            <input
              id="retrieve-contact"
              type="tel"
              autocomplete="tel"
              value={form.phone_number.value}
              onInput={(e) => (form.phone_number.value = e.currentTarget.value)}
            />
          )}
        </div>
        {error.value && (
          <p class="notice notice--negative" role="alert">
            {error.value}
          </p>
        )}
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.find()}
        </button>
      </form>
      <h2 class="section-title">{t.orLogIn()}</h2>
      <form onSubmit={(event) => void logIn(event)} noValidate>
        <div class="field">
          <label for="login-phone">{t.byPhone()}</label>
          <input
            id="login-phone"
            type="tel"
            autocomplete="tel"
            value={loginPhone.value}
            onInput={(e) => (loginPhone.value = e.currentTarget.value)}
          />
        </div>
        {loginError.value && (
          <p class="notice notice--negative" role="alert">
            {loginError.value}
          </p>
        )}
        <button type="submit" class="button button--secondary button--block" disabled={busy.value}>
          {t.logInByPhone()}
        </button>
      </form>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
