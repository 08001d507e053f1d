import { PASSWORD_RESET_MESSAGES } from '@carshop/contract/auth';
import { INVITATION_MESSAGES } from '@carshop/contract/invitation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden } from '../../../test/expect-error.ts';
import { mailedToken, startAppWithMail } from '../../../test/shop-with-mail.ts';
import type { SmtpTestServer } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Staff invitations (issue 30): an admin invites by email; the mailed link is single-use and expires. */
let smtp: SmtpTestServer;
let t: TestApp;
let stop: () => Promise<void>;
let admin: { token: string };
beforeAll(async () => {
  ({ smtp, t, stop } = await startAppWithMail());
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin', name: 'Olga Owner' }));
});
afterAll(() => stop());

let sequence = 0;
const newEmail = () => `staff${++sequence}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const invite = (session: { token: string } | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations',
    payload,
    headers: session ? { authorization: session.token } : {},
  });
const choosePassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const linkIn = async (email: string) => mailedToken('/reset-password', (await smtp.waitFor(email))[0]!.text);

describe('POST /api/auth/invitations', () => {
  it('creates the staff account and mails a link with which they choose a password and sign in', async () => {
    const email = newEmail();
    const answer = await invite(admin, { name: 'Sam Seller', email: email.toUpperCase(), role: 'sales' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      message: INVITATION_MESSAGES.sent(email),
      data: { email, name: 'Sam Seller', role: 'sales', status: 'active', emailVerified: false },
    });
    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('You are invited to CarShop | CarShop');
    expect(mail!.text).toContain('Olga Owner invited you to work on CarShop as sales staff');
    expect(mail!.text).toContain('for 72 hours');
    const token = mailedToken('/reset-password', mail!.text);

    // Nobody can sign in before the link is used.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery' },
    });
    expect(early.statusCode, early.body).toBe(400); // the wrong-credentials answer

    expect((await choosePassword(token, 'a brand new password')).statusCode).toBe(200);
    const session = await loginAs(t.app, { email, password: 'a brand new password' });
    const me = await t.app.inject({
      url: `/api/auth/user/get-me/${answer.json().data._id}`,
      headers: { authorization: session.token },
    });
    // Opening the mailed link proved the address.
    expect(me.json().data).toMatchObject({ role: 'sales', emailVerified: true });
    expect(
      (await t.app.inject({ url: '/api/orders', headers: { authorization: session.token } })).statusCode,
    ).toBe(200);
  });

  it('works once: a second use of the link is refused', async () => {
    const email = newEmail();
    expect((await invite(admin, { name: 'Ian', email, role: 'inventory' })).statusCode).toBe(201);
    const token = await linkIn(email);
    expect((await choosePassword(token, 'first password here')).statusCode).toBe(200);
    expectError(await choosePassword(token, 'second password here'), 400, PASSWORD_RESET_MESSAGES.badLink);
    await loginAs(t.app, { email, password: 'first password here' });
  });

  it('expires: a link past its 72 hours is refused', async () => {
    const email = newEmail();
    expect((await invite(admin, { name: 'Late', email, role: 'sales' })).statusCode).toBe(201);
    const token = await linkIn(email);
    const [row] = await queryRows<{ expires_at: Date; created_at: Date }>(
      t.db,
      sql`select r.expires_at, r.created_at from password_resets r join users u on u.id = r.user_id
          where u.email = ${email}`,
    );
    const hours = (new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${email})`);
    expectError(await choosePassword(token, 'too late password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('is spent when the admin removes access before it is used', async () => {
    const email = newEmail();
    const invited = await invite(admin, { name: 'Gone', email, role: 'sales' });
    const token = await linkIn(email);
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${invited.json().data._id}`,
      payload: { status: 'blocked' },
      headers: { authorization: admin.token },
    });
    expect(block.statusCode).toBe(200);
    expectError(await choosePassword(token, 'never used password'), 400, PASSWORD_RESET_MESSAGES.badLink);
  });

  it('refuses an email that has an account, whatever its case, and changes nothing', async () => {
    const existing = await createUser(t.db);
    expectError(
      await invite(admin, { name: 'Twice', email: existing.email.toUpperCase(), role: 'admin' }),
      409,
      INVITATION_MESSAGES.taken,
    );
    const [row] = await queryRows<{ role: string }>(
      t.db,
      sql`select role from users where id = ${existing.id}`,
    );
    expect(row?.role).toBe('customer');
  });

  it('lets two invitations of one email at once make one account', async () => {
    const email = newEmail();
    const answers = await Promise.all([
      invite(admin, { name: 'One', email, role: 'sales' }),
      invite(admin, { name: 'Two', email, role: 'inventory' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await queryRows(t.db, sql`select id from users where email = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'a customer role',
      { name: 'C', email: 'c1@example.com', role: 'customer' },
      'Role must be one of admin, sales, inventory',
    ],
    ['no email', { name: 'C', role: 'sales' }, 'Email is required'],
    ['a bad email', { name: 'C', email: 'not-an-email', role: 'sales' }, 'Invalid email'],
    ['no name', { name: ' ', email: 'c2@example.com', role: 'sales' }, 'Name is required'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    expectError(await invite(admin, payload), 400, message);
  });

  it('is for admins alone', async () => {
    for (const role of ['customer', 'sales', 'inventory'] as const) {
      const session = await loginAs(t.app, await createUser(t.db, { role }));
      expectForbidden(await invite(session, { name: 'X', email: newEmail(), role: 'admin' }));
    }
    expect((await invite(undefined, { name: 'X', email: newEmail(), role: 'sales' })).statusCode).toBe(401);
  });

  it('is in the audit log with who invited whom, as what', async () => {
    const email = newEmail();
    const invited = await invite(admin, { name: 'Audited', email, role: 'inventory' });
    const log = await t.app.inject({
      url: `/api/audit?kind=staff.invited&search=${encodeURIComponent(email)}`,
      headers: { authorization: admin.token },
    });
    expect(log.json().data).toMatchObject([
      {
        actor: { name: 'Olga Owner', role: 'admin' },
        target: { type: 'user', _id: invited.json().data._id, label: email },
        before: null,
        after: { name: 'Audited', email, role: 'inventory' },
      },
    ]);
  });
});
