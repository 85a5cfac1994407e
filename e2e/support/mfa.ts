import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { expectVisible } from './app.ts';

/**
 * The code an authenticator app shows for `secret`, computed in the test with the library the
 * server checks codes with (RFC 6238: SHA-1, 6 digits, 30 seconds). The server takes a code of
 * the step before or after the current one, but each step once: a sign-in right after the
 * enrolment uses the next step's code (`at` = now + 30 s).
 */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at });
}

/**
 * Completes the enrolment screen on show: reads the key typed by hand, confirms with a computed
 * code, keeps the recovery codes and says they are saved. Answers the secret and the codes.
 */
export async function enrolMfa(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secretBox = page.getByTestId('mfa-secret');
  await expectVisible(secretBox);
  await expectVisible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
  await expectAccessible(page, 'the MFA enrolment');
  const secret = (await secretBox.innerText()).trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectVisible(page.getByText('Save your recovery codes'));
  await expectAccessible(page, 'the recovery codes');
  const recoveryCodes = (await page.getByRole('listitem').allInnerTexts()).map((code) =>
    code.trim(),
  );
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return { secret, recoveryCodes };
}
