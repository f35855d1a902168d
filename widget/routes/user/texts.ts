import { defineNamespace } from '../../i18n/i18n-util';

const en = {
  editTitle: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'E-mail address',
  save: 'Save',
  saved: 'Your details have been saved.',
  codeTitle: 'Confirm your new e-mail address',
  codeIntro: 'We sent a 6-digit code to {email}.',
  code: 'Code',
  confirm: 'Confirm',
  processTitle: 'Your e-mail address has been changed',
  done: 'Done',
  signInFirst: 'Log in to change your details.',
  logIn: 'Log in',
} as const;

export const userTexts = defineNamespace({
  en,
  nl: {
    editTitle: 'Je gegevens',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    save: 'Opslaan',
    saved: 'Je gegevens zijn opgeslagen.',
    codeTitle: 'Bevestig je nieuwe e-mailadres',
    codeIntro: 'We hebben een code van 6 cijfers gestuurd naar {email}.',
    code: 'Code',
    confirm: 'Bevestigen',
    processTitle: 'Je e-mailadres is gewijzigd',
    done: 'Klaar',
    signInFirst: 'Log in om je gegevens te wijzigen.',
    logIn: 'Inloggen',
  },
});
