/** Issue 13: a new password is refused when it is among this many of the most common ones. */
export const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords, most common first, from the list @zxcvbn-ts/language-common
 * ships (docs/decisions/0065): installed with the server, never fetched at run time. Loaded on
 * first use, so a server that never sees a password change never decompresses it.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .slice(0, COMMON_PASSWORD_COUNT)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/** Whether a password is among the most common ones, whatever its letters' case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
