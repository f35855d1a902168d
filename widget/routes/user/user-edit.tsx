import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { JSX } from 'preact';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { pathFor } from '../table';
import { userWords } from './user-words';
import type { ProfileRefusal } from './model';
import { useUserFlow } from './use-user-flow';
import { OffersConsent } from './offers-consent';
import { AccountDeleted, useGuestRights, YourData } from './your-data';

/**
 * User edit (user/{uid}/edit, aliases u/{uid}, user/{uid}/u): names, phone and e-mail; a new phone number or e-mail
 * address needs a code sent to it.
 */
export function UserEditPage({ uid }: { uid: string }) {
  const app = useApp();
  const { actions } = useUserFlow();
  const t = useNamespace(userWords);
  const { erased } = useGuestRights();
  const profile = app.state.auth.profile.value;
  // Just erased: the guest is signed out, and reads what the erasure did.
  if (erased.value) return <AccountDeleted />;
  if (!app.state.auth.token.value || !profile) {
    return (
      <section class="page">
        <h1>{t.editTitle()}</h1>
        <p>{t.signInFirst()}</p>
        <button type="button" class="button button--secondary" onClick={() => actions.logIn()}>
          {t.logIn()}
        </button>
      </section>
    );
  }
  // Another guest's address: nothing of theirs is shown (the API serves only the signed-in guest's own profile).
  if (profile.id !== uid)
    return (
      <section class="page">
        <h1>{t.editTitle()}</h1>
        <p class="notice notice--negative" role="alert">
          {t.notYours()}
        </p>
        <a href={pathFor('user-edit', { uid: profile.id })}>{t.yourOwn()}</a>
      </section>
    );
  return <UserForm key={profile.id} uid={uid} />;
}

function UserForm({ uid }: { uid: string }) {
  const app = useApp();
  const { actions, pendingFor } = useUserFlow();
  const t = useNamespace(userWords);
  const say = useMessageText();
  const profile = app.state.auth.profile.value!;
  const waiting = pendingFor(uid);
  const typed = (kind: 'email' | 'phone') => (waiting?.kind === kind ? waiting.contact : undefined);
  const fields = {
    first_name: useSignal(profile.first_name),
    last_name: useSignal(profile.last_name),
    // Back from the code step to correct the new contact: what the guest typed is there.
    phone_number: useSignal(typed('phone') ?? profile.phone_number),
    email: useSignal(typed('email') ?? profile.email),
  };
  // Each refusal on its field; one about no field (the network) above the button.
  const refusals = useSignal<ProfileRefusal[]>([]);
  const saved = useSignal(false);
  const busy = useSignal(false);
  // Whether a code can be texted to the number in the field (null: not known): the hint under it follows.
  const textable = useSignal<boolean | null>(null);
  const checkPhone = async (phone: string) => {
    const answer = await actions.canText(phone);
    if (fields.phone_number.peek() === phone) textable.value = answer;
  };
  useEffect(() => {
    void checkPhone(fields.phone_number.peek());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the number the profile opens with, once
  }, []);

  const save = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusals.value = [];
    busy.value = true;
    const outcome = await actions.save(uid, {
      first_name: fields.first_name.value,
      last_name: fields.last_name.value,
      phone_number: fields.phone_number.value,
      email: fields.email.value,
    });
    busy.value = false;
    if (outcome === 'saved') saved.value = true;
    else if (outcome !== 'confirm') {
      refusals.value = outcome;
      const first = outcome.find((refusal) => refusal.field)?.field;
      if (first) document.getElementById(`user-${first}`)?.focus();
    }
  };

  const field = (
    name: keyof typeof fields,
    label: string,
    type: string,
    autocomplete: string,
    hint?: string,
  ) => {
    const refusal = refusals.value.find((each) => each.field === name);
    const describedBy = [refusal && `user-${name}-error`, hint && `user-${name}-hint`]
      .filter(Boolean)
      .join(' ');
    return (
      <div class="field">
        <label for={`user-${name}`}>{label}</label>
        <input
          id={`user-${name}`}
          type={type}
          autocomplete={autocomplete}
          value={fields[name].value}
          required
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          onInput={(e) => {
            fields[name].value = e.currentTarget.value;
            saved.value = false;
            if (name === 'phone_number') textable.value = null;
          }}
          onBlur={name === 'phone_number' ? (e) => void checkPhone(e.currentTarget.value) : undefined}
        />
        {refusal && (
          <span id={`user-${name}-error`} class="field__error">
            {say(refusal.key)}
          </span>
        )}
        {hint && (
          <span id={`user-${name}-hint`} class="muted">
            {hint}
          </span>
        )}
      </div>
    );
  };
  const formRefusal = refusals.value.find((refusal) => !refusal.field);
  const phoneHint =
    textable.value === true
      ? t.phoneHint()
      : textable.value === false
        ? t.phoneHintByEmail()
        : t.phoneHintAny();
  return (
    <section class="page">
      <h1>{t.editTitle()}</h1>
      <form onSubmit={(event) => void save(event)} noValidate>
        {field('first_name', t.firstName(), 'text', 'given-name')}
        {field('last_name', t.lastName(), 'text', 'family-name')}
        {field('phone_number', t.phone(), 'tel', 'tel', phoneHint)}
        {field('email', t.email(), 'email', 'email')}
        {formRefusal && (
          <p class="notice notice--negative" role="alert">
            {say(formRefusal.key)}
          </p>
        )}
        {saved.value && (
          <p class="notice notice--positive" role="status">
            {t.saved()}
          </p>
        )}
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.save()}
        </button>
      </form>
      <DelayedSpinner active={busy.value} />
      <OffersConsent />
      <YourData />
    </section>
  );
}
