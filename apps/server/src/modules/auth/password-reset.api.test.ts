import { PASSWORD_RESET_MESSAGES } from '@carshop/contract/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { mailedToken, startAppWithMail } from '../../../test/shop-with-mail.ts';
import type { SmtpTestServer } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureAdmin } from '../../cli/ensure-admin.ts';

/** "Forgot password?" (issue 20): one answer for everyone, a single-use 30-minute link by mail, sessions ended. */

let smtp: SmtpTestServer;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ smtp, t, stop } = await startAppWithMail({
    passwordResets: { perAccountPerHour: 3, perAddressPerHour: 8, perAccountAllAddressesPerHour: 6 },
  }));
});
afterAll(() => stop());

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

const tokenIn = (text: string) => mailedToken('/reset-password', text);

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

  it('is limited per account from one address (whether or not it exists), per address, and per account overall', async () => {
    const user = await createUser(t.db);
    const stranger = '203.0.113.10';
    for (let index = 0; index < 3; index++) expect((await forgot(user.email, stranger)).statusCode).toBe(200);
    const over = await forgot(user.email, stranger);
    expectError(over, 429, PASSWORD_RESET_MESSAGES.tooMany);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The stranger's requests do not block the owner's recovery (issue 28): the owner's address has its own share.
    const owner = await forgot(user.email, '198.18.0.1');
    expect(owner.statusCode).toBe(200);
    // An unknown email is counted the same way, so the limit tells nothing about who has an account.
    for (let index = 0; index < 3; index++) await forgot('ghost@example.com', stranger);
    expectError(await forgot('ghost@example.com', stranger), 429, PASSWORD_RESET_MESSAGES.tooMany);
    // Many addresses together reach the higher overall cap (6 here): 4 counted so far, 2 more, then 429.
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(200);
    expectError(await forgot(user.email), 429, PASSWORD_RESET_MESSAGES.tooMany);
    // One address asking for many accounts.
    const ip = '203.0.113.77';
    for (let index = 0; index < 8; index++)
      expect((await forgot(`someone${index}@example.com`, ip)).statusCode).toBe(200);
    expectError(await forgot('someone-else@example.com', ip), 429, PASSWORD_RESET_MESSAGES.tooMany);
  });

  it("counts +tags and Gmail's dots as the one inbox they reach", async () => {
    // From one address: the share of one inbox from one address is 3 (issue 28).
    const ip = '203.0.113.30';
    for (const email of [
      'ghost.writer+1@gmail.com',
      'ghostwriter+2@googlemail.com',
      'g.hostwriter@gmail.com',
    ])
      expect((await forgot(email, ip)).statusCode).toBe(200);
    expectError(await forgot('ghostwriter+4@gmail.com', ip), 429, PASSWORD_RESET_MESSAGES.tooMany);
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

  it('mails the same live link again when asked again, instead of a new one (issue 28)', async () => {
    const user = await createUser(t.db);
    await forgot(user.email, '203.0.113.20'); // a stranger
    await forgot(user.email, '203.0.113.20');
    await forgot(user.email); // the owner
    const mails = await smtp.waitFor(user.email, 3);
    const tokens = new Set(mails.map((mail) => tokenIn(mail.text)));
    expect(tokens.size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from password_resets where user_id = ${user.id}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await reset([...tokens][0]!, 'the owner chose this')).statusCode).toBe(200);
    // Once used, the next request makes a new link.
    await forgot(user.email);
    const [, , , next] = await smtp.waitFor(user.email, 4);
    expect(tokenIn(next!.text)).not.toBe([...tokens][0]);
  });

  it('answers before the account is looked up or the link written (the same time for any email)', async () => {
    const user = await createUser(t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another transaction holds the reset links' table: writing a link has to wait for it.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table password_resets in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      const answer = await Promise.race([
        forgot(user.email),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
      ]);
      expect(answer === 'waited' ? answer : answer.statusCode).toBe(200);
    } finally {
      release();
      await holder;
    }
    // The link is still written and mailed, once the table is free.
    tokenIn((await smtp.waitFor(user.email))[0]!.text);
  });

  it('puts the token in the fragment of the link, which browsers never send to a server', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    const [mail] = await smtp.waitFor(user.email);
    expect(mail!.text).toMatch(/https:\/\/shop\.example\/reset-password#token=[\w-]{43}/);
    expect(mail!.text).not.toContain('reset-password?');
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

  it('is spent when the password is changed in the profile', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/change-password/${user.id}`,
      headers: { authorization: session.token },
      cookies: { refreshToken: session.refreshToken },
      payload: { password: user.password, newPassword: 'changed in the profile' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await reset(token, 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
    await loginAs(t.app, { email: user.email, password: 'changed in the profile' });
    // Asking again gives a new link that works.
    await forgot(user.email);
    const [, next] = await smtp.waitFor(user.email, 2);
    expect(tokenIn(next!.text)).not.toBe(token);
    expect((await reset(tokenIn(next!.text), 'a fine new password')).statusCode).toBe(200);
  });

  it('is spent when an admin blocks the account, even once it is unblocked', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const user = await createUser(t.db);
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    for (const status of ['blocked', 'active']) {
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${user.id}`,
        headers: { authorization: admin.token },
        payload: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    expectError(await reset(token, 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('is spent when create-admin --reset-password sets a new password', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    await forgot(user.email);
    const token = tokenIn((await smtp.waitFor(user.email))[0]!.text);
    await ensureAdmin(t.db, { email: user.email, resetPassword: true }, async () => 'set by the operator');
    expectError(await reset(token, 'a fine new password'), 400, PASSWORD_RESET_MESSAGES.badLink);
    await loginAs(t.app, { email: user.email, password: 'set by the operator' });
  });
});

describe('the request log', () => {
  it('never holds a reset token, in the fragment or in an old link query', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const logged = await createTestApp({}, undefined, { logger: { level: 'info', stream } });
    try {
      const secret = 'Zm9vYmFyYmF6cXV4c2VjcmV0dG9rZW4tdmFsdWUxMjM';
      await logged.app.inject({ method: 'GET', url: `/reset-password?token=${secret}` });
      await logged.app.inject({ method: 'GET', url: `/api/nothing-here?a=1&token=${secret}&b=2` });
      await logged.app.inject({ method: 'GET', url: `/api/nothing-here?access_token=${secret}` });
      const log = lines.join('');
      expect(log).toContain('request completed');
      expect(log).toContain('/api/nothing-here?a=1&token=[redacted]&b=2');
      expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
