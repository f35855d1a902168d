import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { readForm } from '../../state/forms';
import type { LoginBy } from './model';
import { retrieveWords } from './retrieve-words';
import { useRetrieveFlow } from './use-retrieve-flow';

/** Retrieve a reservation by its number with the phone or e-mail it was booked with, or log in with a code by SMS or e-mail. */
export function RetrievePage() {
  const app = useApp();
  const { actions, login } = useRetrieveFlow();
  const t = useNamespace(retrieveWords);
  const say = useMessageText();
  const form = app.state.retrieveForm;
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  // Back from the code step to change the number or address: what was typed before is there to correct.
  const earlier = login.peek();
  const loginBy = useSignal<LoginBy>(earlier?.by ?? 'phone_number');
  const loginContact = useSignal(earlier?.contact ?? '');
  const remember = useSignal(earlier?.remember ?? false);
  const loginError = useSignal<string | null>(null);

  const find = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    error.value = null;
    busy.value = true;
    const refused = await actions.findReservation(readForm(form));
    busy.value = false;
    error.value = refused && say(refused);
  };

  const logIn = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginError.value = null;
    busy.value = true;
    const refused = await actions.requestLoginCode({
      by: loginBy.value,
      contact: loginContact.value,
      remember: remember.value,
    });
    busy.value = false;
    loginError.value = refused && say(refused);
  };

  const byEmail = form.retrieveBy.value === 'email';
  const loginByEmail = loginBy.value === 'email';
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
        <fieldset class="field choice-field">
          <legend>{t.logInWith()}</legend>
          <div class="choice">
            {(['phone_number', 'email'] as const).map((by) => (
              <label key={by}>
                <input
                  type="radio"
                  name="login-by"
                  checked={loginBy.value === by}
                  onChange={() => {
                    loginBy.value = by;
                    loginContact.value = '';
                    loginError.value = null;
                  }}
                />
                {by === 'email' ? t.byEmail() : t.byPhone()}
              </label>
            ))}
          </div>
        </fieldset>
        <div class="field">
          <label for="login-contact">{loginByEmail ? t.byEmail() : t.byPhone()}</label>
          <input
            id="login-contact"
            type={loginByEmail ? 'email' : 'tel'}
            autocomplete={loginByEmail ? 'email' : 'tel'}
            value={loginContact.value}
            onInput={(e) => (loginContact.value = e.currentTarget.value)}
          />
        </div>
        <div class="field checks">
          <label>
            <input
              type="checkbox"
              checked={remember.value}
              onChange={(event) => (remember.value = event.currentTarget.checked)}
            />{' '}
            {t.rememberMe()}
          </label>
        </div>
        {loginError.value && (
          <p class="notice notice--negative" role="alert">
            {loginError.value}
          </p>
        )}
        <button type="submit" class="button button--secondary button--block" disabled={busy.value}>
          {loginByEmail ? t.logInByEmail() : t.logInByPhone()}
        </button>
      </form>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
