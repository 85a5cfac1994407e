import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { SendEmail } from './smtp-transport.ts';

/** The advisory-lock key of outbox delivery: one server instance sends at a time. */
export const OUTBOX_LOCK_KEY = 7_301_001;
/** After this many failed attempts an e-mail is marked failed and no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const BATCH_SIZE = 50;

/** 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox e-mails whose time has come. Runs as the system: the outbox spans tenants by
 * design. Each e-mail is marked in its own short transaction after the SMTP answer, so a slow
 * server never holds a transaction open; the advisory lock keeps other instances from sending
 * the same rows meanwhile.
 */
export function deliverDueEmails(
  database: Database,
  options: {
    send: SendEmail;
    from: string;
    now: () => Date;
    /** The bytes of an attached file by its storage key (automated reports, issue 14). */
    readAttachment?: (key: string) => Promise<Buffer>;
  },
): Promise<DeliveryReport> {
  return database.withExclusiveLock(OUTBOX_LOCK_KEY, async () => {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    const due = await runSystem(ownerConnection(database), (tx) =>
      tx
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.next_attempt_at, options.now())),
        )
        .orderBy(asc(outboxEmails.next_attempt_at))
        .limit(BATCH_SIZE),
    );
    for (const email of due) {
      const attempts = email.attempts + 1;
      try {
        const attachment =
          email.attachment_storage_key && options.readAttachment
            ? {
                filename: email.attachment_name ?? 'attachment',
                content: await options.readAttachment(email.attachment_storage_key),
                contentType: email.attachment_content_type ?? 'application/octet-stream',
              }
            : null;
        await options.send({
          from: options.from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body,
          ...(attachment && { attachments: [attachment] }),
        });
        await runSystem(ownerConnection(database), (tx) =>
          tx
            .update(outboxEmails)
            .set({ status: 'sent', attempts, sent_at: options.now(), last_error: null })
            .where(eq(outboxEmails.id, email.id)),
        );
        report.sent += 1;
      } catch (error) {
        const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
        const now = options.now();
        await runSystem(ownerConnection(database), (tx) =>
          tx
            .update(outboxEmails)
            .set({
              status: giveUp ? 'failed' : 'pending',
              attempts,
              last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
              next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
            })
            .where(eq(outboxEmails.id, email.id)),
        );
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
      }
    }
    return report;
  });
}
