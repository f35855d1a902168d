/** De woorden van de klokregels op het dagoverzicht in het Nederlands: dezelfde sleutels als clock-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { clockWords as enClock } from './clock-words-en';

export const clockWords: TranslationOf<typeof enClock> = {
  from: { arrived: 'Binnen vanaf {time}', no_show: 'Niet gekomen vanaf {time}' },
  arrivedDayOver: 'Binnen: alleen op de dag zelf',
  walkIn: {
    outsideHours: '{time} valt buiten de openingstijden van vandaag ({hours}).',
    closedToday: 'Het restaurant is vandaag gesloten.',
    reason: 'Reden om buiten de openingstijden te plaatsen',
    reasonHint: 'Komt in het logboek. Hoogstens {max} tekens.',
  },
};
