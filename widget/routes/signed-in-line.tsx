import { defineNamespace } from '../../ui/i18n/i18n-util';
import { useNamespace } from '../i18n/use-i18n';
import { useApp } from '../state/context';
import { pathFor } from './table';

const en = { signedInAs: 'Signed in as {name}', yourDetails: 'Your details', logOut: 'Log out' } as const;

const signedInWords = defineNamespace({
  en,
  nl: { signedInAs: 'Ingelogd als {name}', yourDetails: 'Je gegevens', logOut: 'Uitloggen' },
});

/**
 * The signed-in guest's line on the index page: who is signed in, their details (user/{uid}) and log out.
 * Its own chunk, loaded only for a guest with a session: their name arrives with the profile call anyway.
 */
export function SignedInLine() {
  const { state, actions } = useApp();
  const t = useNamespace(signedInWords);
  const profile = state.auth.profile.value;
  if (!profile) return null;
  return (
    <p class="index__user">
      <span>{t.signedInAs({ name: state.auth.userFullname.value })}</span>
      <a href={pathFor('user-edit', { uid: profile.id })}>{t.yourDetails()}</a>
      <button type="button" class="link-button" onClick={() => void actions.auth.logout()}>
        {t.logOut()}
      </button>
    </p>
  );
}
