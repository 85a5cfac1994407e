import {
  type Language,
  type MessageKey,
  type MessageValues,
  ROLE_LABELS,
  type Role,
} from '@lendline/core';
import { translate } from '../../i18n/translate.ts';

export interface InvitationEmailInput {
  firstName: string;
  organizationName: string;
  inviterName: string;
  role: Role;
  publicUrl: string;
  token: string;
  expiresInHours: number;
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/complete-setup?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The invitation e-mail: names the organization and the inviter, and carries the setup link.
 * Written in `language`, the language of the inviter's request (issue 9): the invitee has no
 * language of their own yet, and the inviter is the one who knows which one they read.
 */
export function composeInvitationEmail(input: InvitationEmailInput, language: Language) {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const link = invitationLink(input.publicUrl, input.token);
  const roleLabel = t(ROLE_LABELS[input.role]);
  const names = {
    inviter: input.inviterName,
    organization: input.organizationName,
    role: roleLabel,
  };
  const subject = t('emails.invitation.subject', names);
  const lines = [
    t('emails.common.greeting', { name: input.firstName }),
    '',
    t('emails.invitation.intro', names),
    '',
    t('emails.invitation.set_password'),
    link,
    '',
    t('emails.invitation.expiry', { hours: input.expiresInHours }),
    t('emails.invitation.ignore'),
  ];
  const html = [
    `<p>${t('emails.common.greeting', { name: escapeHtml(input.firstName) })}</p>`,
    `<p>${t('emails.invitation.intro', {
      inviter: escapeHtml(input.inviterName),
      organization: `<strong>${escapeHtml(input.organizationName)}</strong>`,
      role: escapeHtml(roleLabel),
    })}</p>`,
    `<p><a href="${escapeHtml(link)}">${t('emails.invitation.set_password_link')}</a></p>`,
    `<p>${t('emails.invitation.expiry', { hours: input.expiresInHours })} ${t('emails.invitation.ignore')}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html, link };
}
