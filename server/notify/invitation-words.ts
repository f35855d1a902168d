/** The words of a new staff member's invitation e-mail, en and nl (render-invitation.ts). */
import type { NotificationLanguage, StaffInvitationNotification } from './types.js';

type Role = StaffInvitationNotification['roles'][number]['role'];

export interface InvitationWords {
  subject: string;
  greeting(name: string): string;
  lead(invitedBy: string): string;
  rolesLead: string;
  role(role: Role, restaurant: string | null): string;
  signIn: string;
  how: string;
  notExpected: string;
  signOff: string;
}

const EN_ROLES: Record<Role, string> = { host: 'Host', manager: 'Manager', admin: 'Chain admin' };
const NL_ROLES: Record<Role, string> = {
  host: 'Gastheer/-vrouw',
  manager: 'Bedrijfsleider',
  admin: 'Ketenbeheerder',
};

export const INVITATION_WORDS: Record<NotificationLanguage, InvitationWords> = {
  en: {
    subject: 'You have been added to Tafel for restaurants',
    greeting: (name) => `Dear ${name},`,
    lead: (invitedBy) =>
      `${invitedBy} has added you to the staff of Tafel, the reservation book of the restaurants.`,
    rolesLead: 'Your role:',
    role: (role, restaurant) =>
      restaurant ? `${EN_ROLES[role]} at ${restaurant}` : `${EN_ROLES[role]}: every restaurant`,
    signIn: 'Sign in here:',
    how: 'Sign in with this e-mail address: we send you a 6-digit code each time. There is no password to remember.',
    notExpected:
      'Not expecting this? Then you can ignore this e-mail: nobody can sign in without the code sent here.',
    signOff: 'Kind regards,\nTafel',
  },
  nl: {
    subject: 'Je bent toegevoegd aan Tafel voor restaurants',
    greeting: (name) => `Beste ${name},`,
    lead: (invitedBy) =>
      `${invitedBy} heeft je toegevoegd aan het personeel in Tafel, het reserveringsboek van de restaurants.`,
    rolesLead: 'Je rol:',
    role: (role, restaurant) =>
      restaurant ? `${NL_ROLES[role]} bij ${restaurant}` : `${NL_ROLES[role]}: alle restaurants`,
    signIn: 'Hier log je in:',
    how: 'Log in met dit e-mailadres: je krijgt elke keer een code van 6 cijfers. Er is geen wachtwoord om te onthouden.',
    notExpected:
      'Verwachtte je dit niet? Dan kun je deze e-mail negeren: zonder de code die hierheen komt, logt niemand in.',
    signOff: 'Met vriendelijke groet,\nTafel',
  },
};
