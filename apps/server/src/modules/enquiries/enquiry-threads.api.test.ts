import { afterAll, describe, expect, it } from 'vitest';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { auditAbout, authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { testConfig } from '../../../test/test-app.ts';

/** An enquiry as a thread (issue 30): staff replies mailed to the buyer, internal notes the buyer never sees. */

const SHOP_EMAIL = 'sales@shop.example';
const { smtp, t, admin, car, stop } = await startShopWithMail({
  mail: { shopEmail: SHOP_EMAIL },
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 } },
});
afterAll(stop);

type Session = { token: string } | undefined;
let sequence = 0;
async function ask(session?: { token: string }, email?: string) {
  sequence += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: authHeader(session),
    payload: {
      type: 'question',
      name: `Grace Hopper ${sequence}`,
      email: email ?? `grace${sequence}@example.com`,
      message: `Is it still available? (${sequence})`,
      carId: car,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; email: string; name: string };
}
const write = (kind: 'replies' | 'notes', session: Session, id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/enquiries/${id}/${kind}`,
    headers: authHeader(session),
    payload: payload as object,
  });
const one = (session: Session, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/enquiries/${id}`, headers: authHeader(session) });

describe('a reply from the shop', () => {
  it('joins the thread, moves a new enquiry to contacted, and is mailed to the buyer with Reply-To the shop', async () => {
    const enquiry = await ask();
    const text = 'Yes, it is.\nCome by on Saturday: <b>bring</b> your licence & a smile.';
    const response = await write('replies', admin, enquiry._id, { text });
    expect(response.statusCode, response.body).toBe(201);
    const thread = response.json();
    expect(thread).toMatchObject({
      success: true,
      message: 'Reply sent to the buyer by email',
      data: { _id: enquiry._id, status: 'contacted', entries: [{ kind: 'reply', text }] },
    });

    const [mail] = await smtp.waitFor(enquiry.email);
    const [, replyMail] = await smtp.waitFor(enquiry.email, 2);
    const reply = [mail, replyMail].find((m) => m!.subject.startsWith('Re:'))!;
    expect(reply.subject).toContain('Re: Your question about the Volvo XC40');
    expect(reply.raw).toMatch(new RegExp(`^Reply-To: ${SHOP_EMAIL}\\r?$`, 'mi'));
    expect(reply.text).toContain('Come by on Saturday: <b>bring</b> your licence & a smile.');
    // The buyer's address is not proven: no name they typed, none of their words.
    expect(reply.text).toContain('Hello,');
    expect(reply.text).not.toContain(enquiry.name);
    expect(reply.text).not.toContain('Is it still available?');
    // HTML: escaped, never markup.
    expect(reply.html).toContain('&lt;b&gt;bring&lt;/b&gt; your licence &amp; a smile.');
    expect(reply.html).not.toContain('<b>bring</b>');
  });

  it('greets by name at the signed-in sender’s own proven address, and keeps a closed enquiry closed', async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    const enquiry = await ask(buyer.session, buyer.user.email);
    const close = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${enquiry._id}`,
      headers: authHeader(admin),
      payload: { status: 'closed' },
    });
    expect(close.statusCode).toBe(200);
    const response = await write('replies', admin, enquiry._id.toUpperCase(), { text: 'One more thing.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.status).toBe('closed');
    const mails = await smtp.waitFor(buyer.user.email, 2);
    const reply = mails.find((m) => m.subject.startsWith('Re:'))!;
    expect(reply.text).toContain(`Hello ${enquiry.name},`);
    expect(reply.text).toContain('https://shop.example/dashboard/my-enquiries');
  });
});

describe('internal notes', () => {
  it('are in the staff thread and in no answer to the buyer, nor in any mail', async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    const enquiry = await ask(buyer.session, buyer.user.email);
    const secret = 'NOTE-Buyer sounds keen; offer at most 3% off';
    const noted = await write('notes', admin, enquiry._id, { text: secret });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json()).toMatchObject({
      message: 'Note added (only staff see it)',
      data: { status: 'new', entries: [{ kind: 'note', text: secret }] },
    });
    expect((await write('replies', admin, enquiry._id, { text: 'We can hold it for you.' })).statusCode).toBe(
      201,
    );

    const staff = (await one(admin, enquiry._id)).json().data;
    expect(staff.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['note', 'reply']);

    const mine = await one(buyer.session, enquiry._id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.entries).toEqual([
      expect.objectContaining({ kind: 'reply', text: 'We can hold it for you.', author: expect.any(String) }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries',
      headers: authHeader(buyer.session),
    });
    for (const answer of [mine.body, list.body]) expect(answer).not.toContain('NOTE-');

    const mails = await smtp.waitFor(buyer.user.email, 2);
    await smtp.waitFor(SHOP_EMAIL);
    for (const mail of smtp.received) expect(mail.raw).not.toContain('NOTE-');
    expect(mails.some((mail) => mail.text.includes('We can hold it for you.'))).toBe(true);

    // Both writes are in the audit log, with who wrote what.
    expect(await auditAbout(t.app, admin, enquiry._id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'enquiry.note', after: { text: secret } }),
        expect.objectContaining({
          kind: 'enquiry.reply',
          after: { text: 'We can hold it for you.', status: 'contacted' },
        }),
      ]),
    );
  });
});

describe('who may write, and bad input', () => {
  it('lets staff only reply or note: a visitor 401, a customer (even the sender) 403, an unknown id 404', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const enquiry = await ask(buyer.session, buyer.user.email);
    for (const kind of ['replies', 'notes'] as const) {
      expectUnauthorized(await write(kind, undefined, enquiry._id, { text: 'hi' }));
      expectForbidden(await write(kind, buyer.session, enquiry._id, { text: 'hi' }));
      expectError(await write(kind, admin, crypto.randomUUID(), { text: 'hi' }), 404, 'Enquiry not found');
      expectError(await write(kind, admin, 'not-an-id', { text: 'hi' }), 404, 'Enquiry not found');
    }
    // Another customer reads nothing of it, replies included.
    const other = await createBuyer(t.app, t.db);
    expectError(await one(other.session, enquiry._id.toUpperCase()), 404, 'Enquiry not found');
  });

  it('refuses empty, NUL, overlong, wrongly typed and huge texts with a message (never a 500)', async () => {
    const enquiry = await ask();
    expectError(await write('replies', admin, enquiry._id, { text: '   ' }), 400, 'Reply is required');
    expectError(await write('replies', admin, enquiry._id, {}), 400, 'Reply is required');
    expectError(await write('notes', admin, enquiry._id, { text: '' }), 400, 'Note is required');
    expectError(
      await write('replies', admin, enquiry._id, { text: 'a\u0000b' }),
      400,
      'Must not contain control characters',
    );
    expectError(
      await write('replies', admin, enquiry._id, { text: 'x'.repeat(5001) }),
      400,
      'Reply must be at most 5000 characters',
    );
    expectError(
      await write('notes', admin, enquiry._id, { text: 'x'.repeat(5001) }),
      400,
      'Note must be at most 5000 characters',
    );
    expectError(await write('notes', admin, enquiry._id, { text: ['x'] }), 400, 'Note is required');
    expectError(
      await write('replies', admin, enquiry._id, { text: 'x'.repeat(1024 * 1024) }),
      413,
      'Request body is too large',
    );
    expect((await one(admin, enquiry._id)).json().data.entries).toEqual([]);
  });
});
