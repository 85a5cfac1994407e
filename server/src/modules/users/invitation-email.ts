import { ROLE_LABELS, type Role } from '@lendline/core';

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

/** The invitation e-mail: names the organization and the inviter, and carries the setup link. */
export function composeInvitationEmail(input: InvitationEmailInput) {
  const link = invitationLink(input.publicUrl, input.token);
  const roleLabel = ROLE_LABELS[input.role];
  const subject = `${input.inviterName} invited you to ${input.organizationName} on Lendline`;
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `${input.inviterName} has invited you to join ${input.organizationName} on Lendline as ${roleLabel}.`,
    '',
    'Set your password and activate your account here:',
    link,
    '',
    `This link works once and expires in ${input.expiresInHours} hours.`,
    'If you did not expect this invitation, you can ignore this e-mail.',
  ];
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(input.inviterName)} has invited you to join <strong>${escapeHtml(input.organizationName)}</strong> on Lendline as ${escapeHtml(roleLabel)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Set your password and activate your account</a></p>`,
    `<p>This link works once and expires in ${input.expiresInHours} hours. If you did not expect this invitation, you can ignore this e-mail.</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html, link };
}
