/** De woorden van het scherm Personeel in het Nederlands: dezelfde sleutels als accounts-words-en.ts. */
import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type { accountsWords as enAccounts } from './accounts-words-en';

export const accountsWords: TranslationOf<typeof enAccounts> = {
  heading: 'Personeel',
  backToSheet: 'Terug naar het dagoverzicht',
  intro: 'Iedereen die in het restaurant inlogt, met zijn rol bij elk restaurant.',
  notAllowed: 'Alleen een bedrijfsleider of een beheerder van de keten kan personeel beheren.',
  loading: 'Het personeel wordt geladen…',
  listHeading: 'In dienst',
  you: '(jij)',
  language: { en: 'English', nl: 'Nederlands' },
  role: {
    host: 'Gastheer of gastvrouw',
    manager: 'Bedrijfsleider',
    admin: 'Beheerder van de keten',
  },
  grant: '{role} bij {restaurant}',
  chainAdmin: 'Beheerder van de keten: alle restaurants',
  add: {
    heading: 'Iemand toevoegen',
    name: 'Naam',
    email: 'E-mailadres',
    emailHint: 'Diegene logt in met een code die naar dit adres wordt gestuurd.',
    language: 'Taal van de e-mails',
    role: 'Rol',
    restaurant: 'Restaurant',
    submit: 'Toevoegen',
    adding: 'Bezig met toevoegen…',
    managerHint: 'Als bedrijfsleider voeg je gastheren en gastvrouwen van je eigen restaurants toe.',
  },
  change: {
    open: 'Rollen wijzigen',
    close: 'Klaar',
    label: 'Rollen van {name}',
    takeAway: '{role} bij {restaurant} intrekken',
    takeAwayShort: 'Intrekken',
    lastRole: 'Dit is de enige rol: verwijder dan het account.',
    give: 'Een rol geven',
    submit: 'Geven',
    saving: 'Bezig met opslaan…',
  },
  remove: {
    open: 'Verwijderen',
    openLabel: '{name} verwijderen',
    question: '{name} verwijderen? Diegene wordt meteen uitgelogd en kan niet meer inloggen.',
    confirm: 'Ja, verwijderen',
    keep: 'Behouden',
    removing: 'Bezig met verwijderen…',
  },
  done: {
    added: '{name} is toegevoegd en kan inloggen op /staff met {email}.',
    saved: 'De rollen van {name} zijn opgeslagen.',
    removed: '{name} is verwijderd en uitgelogd.',
  },
  refusal: {
    emailTaken: 'Dit e-mailadres hoort al bij iemand van het personeel.',
    lastChainAdmin:
      'De keten heeft minstens één beheerder nodig. Maak eerst iemand anders beheerder van de keten.',
    ownRoleRaised: 'Je kunt jezelf geen hogere rol geven. Vraag het een beheerder van de keten.',
    selfRemoval: 'Je kunt je eigen account niet verwijderen. Vraag het een beheerder van de keten.',
    forbidden:
      'Dit mag je niet wijzigen: een bedrijfsleider voegt alleen gastheren en gastvrouwen van de eigen restaurants toe of verwijdert ze.',
    gone: 'Deze persoon is niet meer in dienst. De lijst toont nu wie wel.',
    name: 'Vul een naam in van hoogstens 80 tekens.',
    grants: 'Kies een rol, en een restaurant voor een gastheer, gastvrouw of bedrijfsleider.',
    language: 'Kies English of Nederlands.',
  },
};
