/** Inloggen met een code per e-mail, in het Nederlands: dezelfde sleutels als sign-in-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { signInWords as enSignIn } from './sign-in-words-en';

export const signInWords: TranslationOf<typeof enSignIn> = {
  heading: 'Inloggen',
  intro: 'We sturen een code van 6 cijfers naar je e-mailadres van het werk.',
  email: 'E-mailadres',
  sendCode: 'Code sturen',
  sending: 'Bezig met versturen…',
  codeHeading: 'Vul je code in',
  codeSent:
    'Als {email} bij een medewerkersaccount hoort, is er een code van 6 cijfers onderweg. Het kan een minuut duren voor hij binnen is.',
  code: 'Code van 6 cijfers',
  submit: 'Inloggen',
  checking: 'Bezig met controleren…',
  otherEmail: 'Een ander e-mailadres gebruiken',
  resend: 'Nieuwe code sturen',
  resendIn: 'Over {seconds} {{seconde|seconden}} kun je een nieuwe code vragen.',
  restoring: 'Je dagoverzicht wordt geopend…',
  restoreFailed: 'We konden je sessie niet controleren.',
  retry: 'Opnieuw proberen',
  enterCode: 'Vul de 6 cijfers van de code in.',
  enterEmail: 'Vul je e-mailadres in.',
};
