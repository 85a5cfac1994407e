import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { purgeExpiredRows } from './purge-expired.ts';

let testApp: TestApp;
const DAY = 86_400_000;
const owner = () => ownerConnection(testApp.database);
const at = (msAgo: number) => new Date(testApp.clock.now.getTime() - msAgo).toISOString();

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('purging expired security rows', () => {
  it('drops what is past its retention and keeps the rest', async () => {
    const [user] = await queryRows<{ id: string }>(
      owner(),
      sql`select id from users where email = 'manager@acme.test'`,
    );
    await runSystem(owner(), (tx) =>
      tx.execute(sql`
        with attempts as (
          insert into login_attempts (email, ip_address, attempted_at) values
            ('purge-old@acme.test', '10.0.0.1', ${at(91 * DAY)}::timestamptz),
            ('purge-new@acme.test', '10.0.0.1', ${at(89 * DAY)}::timestamptz)
        ), challenges as (
          insert into mfa_challenges (token_hash, user_id, expires_at, created_at) values
            ('purge-old', ${user!.id}, ${at(2 * DAY)}::timestamptz, ${at(2 * DAY)}::timestamptz),
            ('purge-open', ${user!.id}, ${at(-300_000)}::timestamptz, ${at(0)}::timestamptz)
        ), uses as (
          insert into sensitive_operation_uses (user_id, operation, used_at) values
            (${user!.id}, 'export', ${at(2 * DAY)}::timestamptz),
            (${user!.id}, 'export', ${at(60_000)}::timestamptz)
        )
        insert into public_form_submissions (form, target, ip_address, submitted_at) values
          ('sign_up', 'purge-old@acme.test', '10.0.0.1', ${at(2 * DAY)}::timestamptz),
          ('sign_up', 'purge-new@acme.test', '10.0.0.1', ${at(60_000)}::timestamptz)`),
    );

    const purged = await runSystem(owner(), (tx) => purgeExpiredRows(tx, testApp.clock.now));
    expect(purged).toEqual({ failedSignIns: 1, challenges: 1, sensitiveUses: 1, publicForms: 1 });

    const [left] = await queryRows<Record<string, string[]>>(
      owner(),
      sql`select
        (select array_agg(email) from login_attempts where email like 'purge-%') as sign_ins,
        (select array_agg(token_hash) from mfa_challenges where token_hash like 'purge-%') as challenges,
        (select array_agg(target) from public_form_submissions where target like 'purge-%') as forms`,
    );
    expect(left).toEqual({
      sign_ins: ['purge-new@acme.test'],
      challenges: ['purge-open'],
      forms: ['purge-new@acme.test'],
    });
    // A second run finds nothing more.
    expect(await runSystem(owner(), (tx) => purgeExpiredRows(tx, testApp.clock.now))).toEqual({
      failedSignIns: 0,
      challenges: 0,
      sensitiveUses: 0,
      publicForms: 0,
    });
  });
});
