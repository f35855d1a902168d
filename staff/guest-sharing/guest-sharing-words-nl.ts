/** De woorden van het scherm gastenkaarten delen in het Nederlands: dezelfde sleutels als guest-sharing-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { guestSharingWords as english } from './guest-sharing-words-en';

export const guestSharingWords: TranslationOf<typeof english> = {
  heading: 'Gastenkaarten delen',
  back: 'Terug',
  intro:
    'De gastenkaart bevat de bezoeken, no-shows en annuleringen van een gast en de labels en notities die de restaurants bewaren. Kies welke restaurants van de keten zien wat er bij een ander gebeurde. Medewerkers zien altijd het deel van hun eigen restaurant, en van elk restaurant waar ze werken.',
  notAllowed: 'Alleen een ketenbeheerder stelt dit in.',
  loading: 'Instelling laden…',
  legend: 'Gastenkaarten worden gedeeld tussen',
  mode: {
    all: 'Alle restaurants van de keten',
    own: 'Alleen het restaurant waar het bezoek was',
    chosen: 'Een gekozen lijst restaurants',
  },
  chosenLegend: 'Restaurants die onderling delen',
  chosenHint: 'Kies er minstens twee. De andere zien alleen hun eigen deel.',
  save: 'Opslaan',
  saving: 'Opslaan…',
  saved: 'Opgeslagen: de restaurants zien gastenkaarten vanaf nu zo.',
  tooFew: 'Kies minstens twee restaurants om tussen te delen.',
  unknownSite: 'Een gekozen restaurant hoort niet bij de keten. Laad opnieuw en kies nog eens.',
};
