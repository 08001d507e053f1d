import { EMAIL_VERIFICATION_MESSAGES, VERIFY_LINK_HOURS } from '@carshop/contract/email-verification';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { mailedToken, startAppWithMail } from '../../../test/shop-with-mail.ts';
import type { SmtpTestServer } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { verifyEmail } from './email-verification.service.ts';

/** Accounts prove their email (issue 28, ADR 048): a single-use link at sign-up, "Send again", limits per inbox. */

let smtp: SmtpTestServer;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ smtp, t, stop } = await startAppWithMail({
    registrationsPerHour: 1000,
  }));
});
afterAll(() => stop());

let sequence = 0;
const register = (body: { name?: string; email?: string; password?: string } = {}) => {
  sequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `New Customer ${sequence}`,
      email: `new${sequence}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
      ...body,
    },
  });
};
const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const sendAgain = (session?: { token: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verification-mail', headers: authHeader(session) });
const getMe = (session: { token: string }, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/user/get-me/${id}`, headers: authHeader(session) });

const tokenIn = (text: string) => mailedToken('/verify-email', text);

describe('signing up', () => {
  it('mails a link to confirm the address, greeting nobody by the name typed', async () => {
    const name = 'Ada. Account SUSPENDED - verify at https://evil.example';
    const response = await register({ name });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json().data;
    expect(user.emailVerified).toBe(false);
    const [mail] = await smtp.waitFor(user.email);
    expect(mail!.subject).toBe('Confirm your email address | CarShop');
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('SUSPENDED');
      expect(part).not.toContain('evil.example');
    }
    expect(mail!.text).toContain(`for ${VERIFY_LINK_HOURS} hours`);
    expect(tokenIn(mail!.text)).toBe(tokenIn(mail!.html));
  });

  it('stores only a hash of the token', async () => {
    const user = (await register()).json().data;
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const rows = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from email_verifications`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });
});

describe('opening the link', () => {
  it('confirms the address once; the user answer says so; a second use is refused', async () => {
    const password = 'correct horse battery';
    const user = (await register({ password })).json().data;
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const session = await loginAs(t.app, { email: user.email, password });
    expect((await getMe(session, user.id)).json().data.emailVerified).toBe(false);

    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.verified);
    expect((await getMe(session, user.id)).json().data.emailVerified).toBe(true);
    expectError(await verify(token), 400, EMAIL_VERIFICATION_MESSAGES.badLink);
  });

  it('refuses a made-up, an empty and an expired link, and changes nothing', async () => {
    expectError(await verify('not-a-real-token'), 400, EMAIL_VERIFICATION_MESSAGES.badLink);
    expectError(await verify(''), 400, EMAIL_VERIFICATION_MESSAGES.badLink);
    const user = (await register()).json().data;
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const later = new Date(Date.now() + (VERIFY_LINK_HOURS * 60 + 1) * 60_000);
    await expect(verifyEmail(t.db, token, later)).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await queryRows<{ email_verified_at: Date | null }>(
      t.db,
      sql`select email_verified_at from users where id = ${user.id}`,
    );
    expect(row!.email_verified_at).toBeNull();
    // Still live now: the expired attempt did not spend it.
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('proves nothing for an address the account no longer has', async () => {
    const user = (await register()).json().data;
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    await t.db.execute(sql`update users set email = ${`moved-${user.email}`} where id = ${user.id}`);
    expectError(await verify(token), 400, EMAIL_VERIFICATION_MESSAGES.badLink);
  });
});

describe('"Send again"', () => {
  it('mails a new link to a signed-in account not confirmed yet, up to the hourly limit', async () => {
    const buyer = await createBuyer(t.app, t.db);
    for (let i = 1; i <= 3; i++) {
      const response = await sendAgain(buyer.session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.sent);
    }
    const mails = await smtp.waitFor(buyer.user.email, 3);
    const refused = await sendAgain(buyer.session);
    expectError(refused, 429, EMAIL_VERIFICATION_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Every link sent works (the newest need not be the one opened).
    expect((await verify(tokenIn(mails[0]!.text))).statusCode).toBe(200);
  });

  it('answers 409 once the address is confirmed, and 401 to a visitor', async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    expectError(await sendAgain(buyer.session), 409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    expect((await sendAgain()).statusCode).toBe(401);
  });
});

describe('one inbox, however its address is written', () => {
  it('gets at most 3 links an hour from sign-ups with +tags and dots (the accounts are made all the same)', async () => {
    const addresses = [
      'mallory+1@gmail.com',
      'm.allory+2@gmail.com',
      'mal.lory@googlemail.com',
      'mallory+4@gmail.com',
    ];
    for (const email of addresses) expect((await register({ email })).statusCode).toBe(201);
    await smtp.waitFor(addresses[2]!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mailed = smtp.received.filter((mail) => addresses.includes(mail.to));
    expect(mailed.map((mail) => mail.to).sort()).toEqual(addresses.slice(0, 3).sort());
    // Its owner asks again later: the same inbox, the same limit.
    const owner = await createUser(t.db, { email: 'mallory+5@gmail.com' });
    expectError(await sendAgain(await loginAs(t.app, owner)), 429, EMAIL_VERIFICATION_MESSAGES.tooMany);
  });
});
