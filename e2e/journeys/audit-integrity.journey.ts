import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

const PHONE = { width: 390, height: 844 };

describe('Who could do what, and can we prove it (issue 13)', () => {
  const journey = useJourneys('audit-integrity');

  journey(
    'the compliance officer verifies the audit trail’s integrity and finds it intact',
    async (page) => {
      await signIn(page, 'compliance@acme.test');
      await page.goto('/compliance-audit');
      await page.getByRole('button', { name: 'Verify integrity' }).click();
      await expectVisible(page.getByText('The audit trail is intact'));
      await expectVisible(page.getByText(/entries checked/));
      await expectAccessible(page, 'the verified audit trail');
    },
  );

  journey(
    'on a 390 px phone the organization admin asks the permission explorer about a loan officer',
    async (page) => {
      await page.setViewportSize(PHONE);
      await signIn(page, 'admin@acme.test');
      await page.goto('/rbac-testing');
      await expectVisible(page.getByRole('heading', { name: 'Permission Explorer' }));
      await expectVisible(page.getByText('Denied: loans:approve'));
      await expectVisible(page.getByText('None of your roles grants loans:approve.'));
      await expectVisible(page.getByRole('table', { name: 'What the role Loan Officer may do' }));
      assert.deepEqual(await layoutProblems(page), [], '/rbac-testing');
      await expectAccessible(page, 'the permission explorer');
    },
  );
});
