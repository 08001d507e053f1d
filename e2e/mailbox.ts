import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * What the shop mailed during the journeys: the e2e server runs a real SMTP server (scripts/e2e-server.mjs) and
 * writes each message it receives into this folder, named after its recipient.
 */
const inbox = path.resolve(
  import.meta.dirname,
  '..',
  '.test-data',
  `e2e-${process.env.E2E_PORT ?? '4310'}`,
  'inbox',
);

export type Mail = { subject: string; text: string; html: string };

async function mailsTo(to: string): Promise<Mail[]> {
  const files = fs.existsSync(inbox)
    ? fs
        .readdirSync(inbox)
        .filter((name) => name.endsWith(`-${to.toLowerCase()}.eml`))
        .sort()
    : [];
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(inbox, name)));
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** Waits for a message to `to` whose subject matches, and answers it. */
export async function waitForMail(to: string, subject: string | RegExp): Promise<Mail> {
  const matches = (mail: Mail) =>
    typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find(matches);
        return Boolean(found);
      },
      // Every 100 ms, not expect.poll's default that slows to once a second: the inbox is a folder, cheap to read.
      { timeout: 15_000, intervals: [100], message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/**
 * The path, query and fragment of the first link in a message's text to `pathPrefix` (e.g. /reset-password). Links in mail
 * start with the shop's address (PUBLIC_URL, else http://localhost:PORT); the journeys open the path on theirs.
 */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => {
    try {
      return new URL(word).pathname.startsWith(pathPrefix);
    } catch {
      return false;
    }
  });
  expect(link, `a link to ${pathPrefix} in:\n${mail.text}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens the verification link mailed at sign-up through the API (ADR 048): for journeys that need an account whose
 * email is confirmed (its mails then carry the name and the delivery details), but are not about confirming it.
 */
export async function confirmEmailThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, 'Confirm your email address | CarShop');
  const token = new URLSearchParams(new URL(linkIn(mail, '/verify-email'), 'http://x').hash.slice(1)).get(
    'token',
  );
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}
