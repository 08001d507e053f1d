import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { mailedToken, startShopWithMail } from '../../../test/shop-with-mail.ts';
import { testConfig } from '../../../test/test-app.ts';

/** Guest leads join the account (issue 30): once the account has proven the address they were sent from. */

const { smtp, t, admin, car, stop } = await startShopWithMail({
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 }, registrationsPerHour: 1000 },
});
afterAll(stop);

type Session = { token: string } | undefined;
const ask = async (email: string, session?: Session) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: authHeader(session),
    payload: { type: 'question', name: 'Guest', email, message: 'Still for sale?', carId: car },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string };
};
const mine = async (session: Session) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: authHeader(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .data.map((enquiry: { _id: string }) => enquiry._id)
    .sort();
};
const one = (session: Session, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/enquiries/${id}`, headers: authHeader(session) });

async function signUp(email: string) {
  const password = 'correct horse battery';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Grace', email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    user: response.json().data as { _id: string },
    session: await loginAs(t.app, { email, password }),
  };
}

describe('guest enquiries joining an account', () => {
  it('stay apart while the address is not proven, and join once it is (also with a reply from before)', async () => {
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const question = await ask(email);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${question._id}/replies`,
      headers: authHeader(admin),
      payload: { text: 'Yes, it is.' },
    });
    expect(reply.statusCode).toBe(201);
    const other = await ask(`someone-${crypto.randomUUID().slice(0, 8)}@example.com`);
    // Another spelling of the address is another address: not claimed.
    const plus = await ask(email.replace('@', '+cars@'));

    // Signed up with that address, not proven: nothing joins, nothing can be read.
    const { user, session } = await signUp(email.toUpperCase());
    expect(await mine(session)).toEqual([]);
    expectError(await one(session, question._id), 404, 'Enquiry not found');

    // The address proven (the mailed link): the guest's enquiry is theirs, with the shop's reply.
    const mails = await smtp.waitFor(email, 3); // the acknowledgement, the reply, the link
    const mail = mails.find((each) => each.subject.startsWith('Confirm your email address'));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: mailedToken('/verify-email', mail!.text) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await mine(session)).toEqual([question._id]);
    const thread = (await one(session, question._id)).json().data;
    expect(thread).toMatchObject({ user: user._id, entries: [{ kind: 'reply', text: 'Yes, it is.' }] });
    for (const id of [other._id, plus._id]) expectError(await one(session, id), 404, 'Enquiry not found');

    // What they send later as a guest from that address joins too, at their next visit.
    const later = await ask(email);
    expect(await mine(session)).toEqual([question._id, later._id].sort());
  });

  it('joins a signed-in proven customer’s account (sign in, not sign up), never another account', async () => {
    const proven = await createBuyer(t.app, t.db, { emailVerified: true });
    const first = await ask(proven.user.email);
    const stranger = await createBuyer(t.app, t.db, { emailVerified: true });
    expect(await mine(stranger.session)).toEqual([]);
    const session = await loginAs(t.app, proven.user);
    expect(await mine(session)).toEqual([first._id]);
    // Joined once: the stranger still sees nothing, the staff see whose it is.
    expect(await mine(stranger.session)).toEqual([]);
    expect((await one(admin, first._id)).json().data.user).toBe(proven.user.id);
  });
});
