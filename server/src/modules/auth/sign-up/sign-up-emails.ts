import type { Language, MessageKey, MessageValues } from '@lendline/core';
import { translate } from '../../../i18n/translate.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const withoutTrailingSlash = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function verificationLink(publicUrl: string, token: string): string {
  return `${withoutTrailingSlash(publicUrl)}/auth/verify-email?token=${encodeURIComponent(token)}`;
}

/*
 * Both e-mails are written in the language of the sign-up request that caused them (issue 9):
 * the newcomer has no account, and the owner of an existing one reads most likely what the
 * form was filled in.
 */

/** The link a newcomer follows to verify their e-mail; nothing exists until they do. */
export function composeVerificationEmail(
  input: {
    firstName: string;
    organizationName: string | null;
    publicUrl: string;
    token: string;
    expiresInHours: number;
  },
  language: Language,
) {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const link = verificationLink(input.publicUrl, input.token);
  const subject = t('emails.verification.subject');
  const intro = (organization: string | null) =>
    organization === null
      ? t('emails.verification.intro')
      : t('emails.verification.intro_with_organization', { organization });
  const expiry = t('emails.verification.expiry', { hours: input.expiresInHours });
  const lines = [
    t('emails.common.greeting', { name: input.firstName }),
    '',
    intro(input.organizationName),
    link,
    '',
    expiry,
    t('emails.verification.ignore'),
  ];
  const html = [
    `<p>${t('emails.common.greeting', { name: escapeHtml(input.firstName) })}</p>`,
    `<p>${intro(input.organizationName === null ? null : escapeHtml(input.organizationName))}</p>`,
    `<p><a href="${escapeHtml(link)}">${t('emails.verification.link')}</a></p>`,
    `<p>${expiry}</p>`,
    `<p>${t('emails.verification.ignore')}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

/**
 * To the owner of an account when someone signs up with its e-mail: the sign-up form answers
 * the same as for a new address, so this is where the owner learns of it.
 */
export function composeExistingAccountEmail(
  input: {
    firstName: string | null;
    email: string;
    publicUrl: string;
  },
  language: Language,
) {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const signInLink = `${withoutTrailingSlash(input.publicUrl)}/login`;
  const subject = t('emails.existing_account.subject');
  const greeting = (name: string | null) =>
    name ? t('emails.common.greeting', { name }) : t('emails.common.greeting_unnamed');
  const lines = [
    greeting(input.firstName),
    '',
    t('emails.existing_account.notice', { email: input.email }),
    '',
    t('emails.existing_account.sign_in', { link: signInLink }),
    t('emails.existing_account.ignore'),
  ];
  const signIn = `<a href="${escapeHtml(signInLink)}">${t('emails.existing_account.sign_in_link')}</a>`;
  const html = [
    `<p>${greeting(input.firstName === null ? null : escapeHtml(input.firstName))}</p>`,
    `<p>${t('emails.existing_account.notice', { email: escapeHtml(input.email) })}</p>`,
    `<p>${t('emails.existing_account.sign_in_html', { signIn })}</p>`,
    `<p>${t('emails.existing_account.ignore')}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}
