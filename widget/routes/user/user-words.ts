import { defineNamespace } from '../../../ui/i18n/i18n-util';

const en = {
  editTitle: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  phoneHint: 'You log in with this number: we text a code to a new one to confirm it.',
  phoneHintByEmail:
    'We cannot text a code to this number (a landline, for instance): it is saved as it is, and you log in with your e-mail address.',
  phoneHintAny:
    'A mobile number gets a code by text to confirm it; with another number you log in with your e-mail address.',
  email: 'E-mail address',
  save: 'Save',
  saved: 'Your details have been saved.',
  codeTitle: 'Confirm your new e-mail address',
  codeIntro: 'We sent a 6-digit code to {email}.',
  phoneCodeTitle: 'Confirm your new phone number',
  phoneCodeIntro: 'We texted a 6-digit code to {phone}.',
  code: 'Code',
  confirm: 'Confirm',
  changeEmail: 'Change the e-mail address',
  changePhone: 'Change the phone number',
  storageBlocked:
    'Your browser does not let this page keep anything: after a refresh you log in again and start this change again.',
  processTitle: 'Your e-mail address has been changed',
  phoneProcessTitle: 'Your phone number has been changed',
  processNext: 'From now on you log in with it.',
  done: 'Done',
  signInFirst: 'Log in to change your details.',
  logIn: 'Log in',
  notYours: 'This page belongs to another guest.',
  yourOwn: 'Go to your own details',
} as const;

export const userWords = defineNamespace({
  en,
  nl: {
    editTitle: 'Je gegevens',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    phoneHint: 'Met dit nummer log je in: een nieuw nummer bevestig je met een code die we per sms sturen.',
    phoneHintByEmail:
      'Naar dit nummer kunnen we geen sms met een code sturen (een vast nummer bijvoorbeeld): we bewaren het zoals het is, en je logt in met je e-mailadres.',
    phoneHintAny:
      'Een mobiel nummer bevestig je met een code per sms; met een ander nummer log je in met je e-mailadres.',
    email: 'E-mailadres',
    save: 'Opslaan',
    saved: 'Je gegevens zijn opgeslagen.',
    codeTitle: 'Bevestig je nieuwe e-mailadres',
    codeIntro: 'We hebben een code van 6 cijfers gestuurd naar {email}.',
    phoneCodeTitle: 'Bevestig je nieuwe telefoonnummer',
    phoneCodeIntro: 'We hebben een sms met een code van 6 cijfers gestuurd naar {phone}.',
    code: 'Code',
    confirm: 'Bevestigen',
    changeEmail: 'E-mailadres wijzigen',
    changePhone: 'Telefoonnummer wijzigen',
    storageBlocked:
      'Je browser laat deze pagina niets bewaren: na verversen log je opnieuw in en begin je deze wijziging opnieuw.',
    processTitle: 'Je e-mailadres is gewijzigd',
    phoneProcessTitle: 'Je telefoonnummer is gewijzigd',
    processNext: 'Voortaan log je daarmee in.',
    done: 'Klaar',
    signInFirst: 'Log in om je gegevens te wijzigen.',
    logIn: 'Inloggen',
    notYours: 'Deze pagina hoort bij een andere gast.',
    yourOwn: 'Naar je eigen gegevens',
  },
});
