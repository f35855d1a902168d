/** A new staff member's invitation e-mail: who added them, their roles, and how to sign in. */
import { escapeHtml, htmlDocument, multiline } from './html.js';
import { INVITATION_WORDS } from './invitation-words.js';
import type { RenderedNotification, StaffInvitationNotification } from './types.js';

export function renderInvitation(n: StaffInvitationNotification): RenderedNotification {
  const t = INVITATION_WORDS[n.language];
  const roles = n.roles.map((grant) => t.role(grant.role, grant.restaurant));
  const text = [
    t.greeting(n.name),
    '',
    t.lead(n.invitedBy),
    '',
    t.rolesLead,
    ...roles.map((role) => `- ${role}`),
    '',
    `${t.signIn} ${n.signInUrl}`,
    t.how,
    '',
    t.notExpected,
    '',
    t.signOff,
  ].join('\n');
  const html = htmlDocument(n.language, [
    `<p>${escapeHtml(t.greeting(n.name))}</p>`,
    `<p>${escapeHtml(t.lead(n.invitedBy))}</p>`,
    `<p>${escapeHtml(t.rolesLead)}</p>`,
    `<ul>${roles.map((role) => `<li>${escapeHtml(role)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(t.signIn)} <a href="${escapeHtml(n.signInUrl)}">${escapeHtml(n.signInUrl)}</a></p>`,
    `<p>${escapeHtml(t.how)}</p>`,
    `<p>${escapeHtml(t.notExpected)}</p>`,
    `<p>${multiline(t.signOff)}</p>`,
  ]);
  return { subject: t.subject, text, html };
}
