import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

/**
 * The SMS gateway: a local HTTP server the journey's own server posts to (MESSAGE_PROVIDER=
 * webhook), so the journey sees exactly what a provider would receive. Never the internet.
 */
const received: { to: string; channel: string; body: string }[] = [];
let gateway: Server | undefined;

async function startGateway(): Promise<string> {
  gateway = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      received.push(JSON.parse(text) as (typeof received)[number]);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'delivered', id: `journey-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
}

/** The demo lenders' day (Asia/Kolkata), and the one `days` before it. */
function dayBefore(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Set-up through the API with the admin's session: a new customer whose 10,000 loan was disbursed
 * seven days ago (the most the API allows back), so its first instalments are unpaid and it is
 * more than 3 days overdue today.
 */
async function overdueCustomer(page: Page, lastName: string): Promise<string> {
  const phone = `+9198230${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const result = await page.evaluate(
    async ({ lastName, phone, disbursedOn }) => {
      const headers = { 'content-type': 'application/json' };
      // An organization admin works across the organization's branches: it names the organization.
      const session = await fetch('/api/v1/auth/session').then((response) => response.json());
      const customer = await fetch('/api/v1/customers', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          first_name: 'Journey',
          last_name: lastName,
          phone,
          residential_address: '14 Station Road, Thane',
          organization_id: session.organization.id,
        }),
      }).then((response) => response.json());
      if (!customer.customer) return `customer: ${JSON.stringify(customer)}`;
      const applied = await fetch('/api/v1/loans', {
        method: 'POST',
        headers,
        body: JSON.stringify({ customer_id: customer.customer.id, principal_amount: 10_000 }),
      }).then((response) => response.json());
      if (!applied.loan) return `loan: ${JSON.stringify(applied)}`;
      const disbursed = await fetch(`/api/v1/loans/${applied.loan.id}/disburse`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ method: 'cash', disbursement_date: disbursedOn }),
      });
      return disbursed.status === 200 ? 'disbursed' : `disburse: ${await disbursed.text()}`;
    },
    { lastName, phone, disbursedOn: dayBefore(7) },
  );
  assert.equal(result, 'disbursed');
  return `Journey ${lastName}`;
}

describe('Notifications', () => {
  const journey = useJourneys('notifications', {
    prepare: async () => ({
      MESSAGE_PROVIDER: 'webhook',
      MESSAGE_WEBHOOK_URL: await startGateway(),
    }),
    cleanUp: async () => {
      await new Promise((resolve) => gateway?.close(resolve));
    },
  });

  journey(
    'an admin creates an SMS template in Hindi and a 3-days-overdue reminder rule, runs it, and the gateway receives the message for the overdue customer',
    async (page) => {
      await signIn(page, 'admin@acme.test');
      const customer = await overdueCustomer(page, `Smsreminder${Date.now() % 100_000}`);

      await page
        .getByRole('link', { name: /^Notification Management/ })
        .first()
        .click();
      await waitForPath(page, '/notification-management');
      await expectVisible(page.getByRole('heading', { name: 'Notification Management' }));
      await expectAccessible(page, 'the notification management screen');

      // The template: SMS, Hindi, with the customer's name and loan number.
      await page.getByRole('button', { name: 'New template' }).click();
      const templateDialog = page.getByRole('dialog', { name: 'New template' });
      await expectVisible(templateDialog);
      await templateDialog.getByRole('textbox', { name: /^Name/ }).fill('Hindi overdue SMS');
      await templateDialog.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Hindi' }).click();
      // An unknown variable is refused on the field.
      await templateDialog.getByRole('textbox', { name: /^Message/ }).fill('नमस्ते {{name}}');
      await templateDialog.getByRole('button', { name: 'Save template' }).click();
      await expectVisible(templateDialog.getByText('Unknown variable: name'));
      await templateDialog
        .getByLabel('Message')
        .fill('नमस्ते {{customer_name}}, ऋण {{loan_number}} की {{amount_due}} राशि बकाया है।');
      await expectAccessible(page, 'the new template dialog');
      await templateDialog.getByRole('button', { name: 'Save template' }).click();
      await templateDialog.waitFor({ state: 'hidden' });
      await expectVisible(
        page.getByRole('table', { name: 'Message templates' }).getByText('Hindi overdue SMS'),
      );

      // The rule: 3 days overdue or more, daily, with that template.
      await page.getByRole('tab', { name: 'Reminder rules' }).click();
      await page.getByRole('button', { name: 'New rule' }).click();
      const ruleDialog = page.getByRole('dialog', { name: 'New rule' });
      await expectVisible(ruleDialog);
      await ruleDialog.getByRole('textbox', { name: /^Name/ }).fill('Three days overdue');
      await ruleDialog.getByLabel('From days overdue').fill('3');
      await ruleDialog.getByRole('combobox', { name: /^Template/ }).click();
      await page.getByRole('option', { name: /^Hindi overdue SMS/ }).click();
      await expectAccessible(page, 'the new rule dialog');
      await ruleDialog.getByRole('button', { name: 'Save rule' }).click();
      await ruleDialog.waitFor({ state: 'hidden' });
      await expectVisible(
        page.getByRole('table', { name: 'Reminder rules' }).getByText('Three days overdue'),
      );

      // 'Run now' queues the day's reminders and delivers them through the gateway.
      await page.getByRole('button', { name: 'Run now' }).click();
      await expectVisible(page.getByText(/reminders? queued/));
      // 'Run now' delivers a batch of 100 at once; the demo's half year of generated history has
      // more customers overdue than that, so the rest go with the worker's next round (30 s).
      const deadline = Date.now() + 45_000;
      const delivered = () => received.find((item) => item.body.includes(customer));
      while (!delivered() && Date.now() < deadline) await page.waitForTimeout(500);
      const message = delivered();
      assert.ok(message, `the gateway received no message for ${customer}`);
      assert.equal(message.channel, 'sms');
      assert.match(message.body, /^नमस्ते Journey Smsreminder\d+, ऋण \S+ की ₹[\d,.]+ राशि बकाया है।$/);

      // The delivery log shows it delivered, on a desktop and on a phone.
      await page.getByRole('tab', { name: 'Delivery log' }).click();
      await page.getByRole('textbox', { name: 'Search by customer or number' }).fill(customer);
      const log = page.getByRole('table', { name: 'Delivery log' });
      await expectVisible(log.getByText(customer));
      await expectVisible(log.getByText('Delivered'));
      await expectAccessible(page, 'the delivery log at 1,366 px');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectVisible(page.getByText(customer).first());
      await expectAccessible(page, 'the delivery log at 390 px');
      assert.deepEqual(await layoutProblems(page), []);
      // The header's notifications open on the phone too.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Notifications' }));
      await expectAccessible(page, 'the notifications popover at 390 px');
    },
  );
});
