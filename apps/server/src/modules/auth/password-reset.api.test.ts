import { PASSWORD_RESET_MESSAGES } from '@carshop/contract/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { type SmtpTestServer, startSmtpServer } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp, mailTo } from '../../../test/test-app.ts';

/** "Forgot password?" (issue 20): one answer for everyone, a single-use 30-minute link by mail, sessions ended. */

let smtp: SmtpTestServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    ...mailTo(smtp.url),
    publicUrl: 'https://shop.example',
    passwordResets: { perAccountPerHour: 3, perAddressPerHour: 8 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let address = 0;
/** Each test asks from its own client address, so the per-address limit is only met where a test means to. */
const forgot = (email: string, ip = `198.51.100.${++address}`, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
    headers,
  });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

const tokenIn = (text: string) => {
  const match = /https:\/\/shop\.example\/reset-password\?token=([\w-]+)/.exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
};

describe('asking for a link', () => {
  it('answers the same for an account and for an unknown email, and mails only the account', async () => {
    const user = await createUser(t.db, { emailVerified: true });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(PASSWORD_RESET_MESSAGES.sent);
    const [mail] = await smtp.waitFor(user.email);
    expect(mail!.subject).toBe('Reset your password | CarShop');
    expect(mail!.text).toContain(`Hello ${user.name},`);
    expect(tokenIn(mail!.text)).toBe(tokenIn(mail!.html));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((received) => received.to === 'nobody-here@example.com')).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const rows = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from password_resets`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('never builds the link from a forged Host header', async () => {
    const user = await createUser(t.db);
    await forgot(user.email, undefined, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const [mail] = await smtp.waitFor(user.email);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
    tokenIn(mail!.text);
  });

  it('sends a blocked account no link', async () => {
    const user = await createUser(t.db, { status: 'blocked' });
    expect((await forgot(user.email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.some((mail) => mail.to === user.email)).toBe(false);
  });

  it('is limited per account (whether or not it exists) and per client address', async () => {
    const user = await createUser(t.db);
    for (let index = 0; index < 3; index++) expect((await forgot(user.email)).statusCode).toBe(200);
    const over = await forgot(user.email);
    expectError(over, 429, PASSWORD_RESET_MESSAGES.tooMany);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown email is counted the same way, so the limit tells nothing about who has an account.
    for (let index = 0; index < 3; index++) await forgot('ghost@example.com');
    expectError(await forgot('ghost@example.com'), 429, PASSWORD_RESET_MESSAGES.tooMany);
    // One address asking for many accounts.
    const ip = '203.0.113.77';
    for (let index = 0; index < 8; index++)
      expect((await forgot(`someone${index}@example.com`, ip)).statusCode).toBe(200);
    expectError(await forgot('someone-else@example.com', ip), 429, PASSWORD_RESET_MESSAGES.tooMany);
  });

  it("counts +tags and Gmail's dots as the one inbox they reach", async () => {
    for (const email of [
      'ghost.writer+1@gmail.com',
      'ghostwriter+2@googlemail.com',
      'g.hostwriter@gmail.com',
    ])
      expect((await forgot(email)).statusCode).toBe(200);
    expectError(await forgot('ghostwriter+4@gmail.com'), 429, PASSWORD_RESET_MESSAGES.tooMany);
  });

  it('greets an account by name only once its address is proven (ADR 048)', async () => {
    const user = await createUser(t.db, { name: 'Ada. Account SUSPENDED - verify at https://evil.example' });
    await forgot(user.email);
    const [mail] = await smtp.waitFor(user.email);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('Hello,');
      expect(part).not.toContain('SUSPENDED');
    }
  });

  it('refuses a malformed email with the contract message', async () => {
    expectError(await forgot('not-an-email'), 400, 'Invalid email');
  });
});

describe('using the link', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const done = await reset(token, 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(PASSWORD_RESET_MESSAGES.done);
    // The session from before is over: its refresh token and its access token.
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/get-me/${user.id}`,
      headers: { authorization: session.token },
    });
    expect(me.statusCode).toBe(401);
    await loginAs(t.app, { email: user.email, password: 'a brand new password' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(400);
    // Single use.
    expectError(await reset(token, 'another new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('works for one of two requests sent at once with the same link', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const answers = await Promise.all([
      reset(token, 'first new password'),
      reset(token, 'second new password'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends every other link of the account', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    await forgot(user.email);
    const mails = await smtp.waitFor(user.email, 2);
    const [first, second] = mails.map((mail) => tokenIn(mail.text));
    expect((await reset(first!, 'the newest password')).statusCode).toBe(200);
    expectError(await reset(second!, 'yet another password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    expectError(await reset(token, 'short'), 400, 'Password must be at least 8 characters');
    await t.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expectError(await reset(token, 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
    expectError(await reset('made-up-token', 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
    expectError(await reset('', 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('refuses the link of an account blocked since', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    await t.db.execute(sql`update users set status = 'blocked' where id = ${user.id}`);
    expectError(await reset(token, 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });
});
