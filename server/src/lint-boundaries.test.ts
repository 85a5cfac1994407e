/**
 * The lint rules that keep the architecture in shape, each shown failing once: the owner
 * connection (db/system.ts) and runAsUser cannot be imported outside their few legitimate users.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

async function restrictedImportsIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importSystem =
  "import { ownerConnection } from '../../db/system.ts';\nvoid ownerConnection;\n";

describe('the owner-connection lint rule', () => {
  it('refuses db/system in a feature module', async () => {
    const messages = await restrictedImportsIn('server/src/modules/customers/x.ts', importSystem);
    expect(messages).toEqual([expect.stringContaining('bypasses row-level security')]);
  });

  it('refuses db/system in a route', async () => {
    const messages = await restrictedImportsIn(
      'server/src/modules/loans/routes/apply-loan.route.ts',
      "import { runSystem } from '../../../db/system.ts';\nvoid runSystem;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets sign-in and sessions, the seed and tests import it', async () => {
    for (const filePath of [
      'server/src/modules/auth/x.ts',
      'server/src/seed/x.ts',
      'server/src/modules/customers/x.test.ts',
    ]) {
      expect(await restrictedImportsIn(filePath, importSystem)).toEqual([]);
    }
  });

  it("refuses runAsUser, which acts in any user's name, in a feature module", async () => {
    const messages = await restrictedImportsIn(
      'server/src/modules/customers/x.ts',
      "import { runAsUser } from '../../context/run-as-user.ts';\nvoid runAsUser;\n",
    );
    expect(messages).toEqual([expect.stringContaining("acts in any user's name")]);
    const seed = await restrictedImportsIn(
      'server/src/seed/x.ts',
      "import { runAsUser } from '../context/run-as-user.ts';\nvoid runAsUser;\n",
    );
    expect(seed).toEqual([]);
  });

  it('still keeps the web out of the server', async () => {
    const messages = await restrictedImportsIn(
      'server/src/modules/customers/x.ts',
      "import { x } from '@lendline/web';\nvoid x;\n",
    );
    expect(messages).toEqual([expect.stringContaining('The server never imports the web.')]);
  });
});
