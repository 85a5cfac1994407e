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

/** The link a newcomer follows to verify their e-mail; nothing exists until they do. */
export function composeVerificationEmail(input: {
  firstName: string;
  organizationName: string | null;
  publicUrl: string;
  token: string;
  expiresInHours: number;
}) {
  const link = verificationLink(input.publicUrl, input.token);
  const subject = 'Verify your e-mail to finish creating your Lendline account';
  const creates = input.organizationName
    ? `your Lendline account and ${input.organizationName}, with you as its administrator`
    : 'your Lendline account';
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `Verify your e-mail address to create ${creates}:`,
    link,
    '',
    `This link works once and expires in ${input.expiresInHours} hours. Then sign in with the password you chose.`,
    'If you did not sign up for Lendline, ignore this e-mail: nothing is created without the link.',
  ];
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>Verify your e-mail address to create ${escapeHtml(creates)}:</p>`,
    `<p><a href="${escapeHtml(link)}">Verify my e-mail</a></p>`,
    `<p>This link works once and expires in ${input.expiresInHours} hours. Then sign in with the password you chose.</p>`,
    '<p>If you did not sign up for Lendline, ignore this e-mail: nothing is created without the link.</p>',
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

/**
 * To the owner of an account when someone signs up with its e-mail: the sign-up form answers
 * the same as for a new address, so this is where the owner learns of it.
 */
export function composeExistingAccountEmail(input: {
  firstName: string | null;
  email: string;
  publicUrl: string;
}) {
  const signInLink = `${withoutTrailingSlash(input.publicUrl)}/login`;
  const subject = 'Someone tried to create a Lendline account with your e-mail';
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Someone tried to create a new Lendline account with ${input.email}, which already has one, so nothing was created.`,
    '',
    `If it was you, sign in at ${signInLink}. If you have forgotten your password, contact your organization administrator or Lendline support.`,
    'If it was not you, you can ignore this e-mail: your account has not changed.',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Someone tried to create a new Lendline account with ${escapeHtml(input.email)}, which already has one, so nothing was created.</p>`,
    `<p>If it was you, <a href="${escapeHtml(signInLink)}">sign in</a>. If you have forgotten your password, contact your organization administrator or Lendline support.</p>`,
    '<p>If it was not you, you can ignore this e-mail: your account has not changed.</p>',
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}
