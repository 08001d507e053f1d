import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The files attached (a receipt's PDF), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
};

/**
 * A real SMTP server on a free local port (the `smtp-server` package): what the shop sends arrives here, parsed by
 * mailparser. `refuse` makes it answer every message with a temporary failure (451), as a server that is down
 * for a moment would; `stop` closes the port.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed: ParsedMail = await simpleParser(raw);
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        received.push({
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: file.content,
          })),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (value: boolean) => {
      refuse = value;
    },
    /** The messages to `to` so far, waiting up to `timeoutMs` for at least `count` of them. */
    async waitFor(to: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((mail) => mail.to === to);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${mine.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
