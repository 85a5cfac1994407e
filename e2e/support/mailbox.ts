import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that keeps what it receives, so a journey can follow the link
 * in an e-mail the app really sent.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('No mailbox port');

  /** Waits for the first e-mail to `address` and returns the first link in it matching `pattern`. */
  const linkSentTo = async (recipient: string, pattern: RegExp, timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = received.find((item) => item.to.includes(recipient));
      const link = mail?.raw.match(pattern)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No e-mail with a link to ${recipient} within ${timeoutMs} ms`);
  };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    linkSentTo,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
