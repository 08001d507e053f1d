import fs from 'node:fs';
import { apiToken, openDay, signUp } from './admin-api';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  type Page,
  signInThroughApi,
} from './fixtures';
import { confirmEmailThroughApi, waitForMail } from './mailbox';
import { test, toastsGone } from './shop-helpers';

/**
 * Leads worked to the end (issue 30, ADR 057): a salesperson confirms a buyer's test drive and replies to them
 * from the enquiries dialog (on a phone in the phone project); the buyer is mailed the invitation and the reply,
 * and reads the reply in My Enquiries. SHOTS_DIR set: screenshots of the thread, the staff's and the buyer's.
 */

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('leads worked to the end', () => {
  test('a salesperson confirms a test drive and replies; the buyer gets both and reads the reply', async ({
    page,
    request,
    shop,
  }, testInfo) => {
    test.setTimeout(150_000);
    const shots = process.env.SHOTS_DIR;
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const car = await shop.createCar({ brand: 'Leadra' });
    const buyer = await signUp(request, 'Ada Buyer');
    await confirmEmailThroughApi(request, buyer.email);
    const buyerToken = await apiToken(request, buyer);
    // The two projects run at once: each books its own day so their slots never meet.
    const day = await openDay(request, testInfo.project.name === 'phone' ? 1 : 0);
    const booked = await request.post('/api/enquiries', {
      headers: { authorization: buyerToken },
      data: {
        type: 'test-drive',
        name: buyer.name,
        email: buyer.email,
        phone: '+1 202 555 0142',
        message: 'Can I bring my partner along?',
        carId: car._id,
        preferredDate: day,
        preferredTime: '11:00',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The salesperson, on this project's screen.
    const sales = await signUp(request, 'Sam Sales', 'sales');
    await signInThroughApi(page, sales, '/dashboard/enquiries');
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(buyer.email);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await row.getByRole('button', { name: `Open the enquiry from ${buyer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Test drive from ${buyer.name}` });
    await expect(dialog.getByRole('heading', { name: /Test drive: Requested/ })).toBeVisible();
    await expect(dialog.getByText('No reply or note yet.')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm test drive' }).click();
    await expect(page.getByText('Test drive confirmed; the buyer is mailed an invitation')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Test drive: Confirmed/ })).toBeVisible();

    const box = dialog.getByLabel('Write to the buyer, or a note for the team');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByText('Reply is required')).toBeVisible();
    await box.fill('Buyer asked about parking: tell them the side gate.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByText('Internal note by Sam Sales')).toBeVisible();
    await box.fill('Of course! Bring them along.\nSee you then.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByText('Reply by Sam Sales, mailed to the buyer')).toBeVisible();
    await expect(box).toHaveValue('');
    await toastsGone(page); // the confirmation's, the note's and the reply's
    await expectAccessible(page);
    if (shots) await dialog.screenshot({ path: `${shots}/thread-staff-${testInfo.project.name}.png` });
    await page.keyboard.press('Escape');
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Contacted');

    // The buyer's mails: the invitation and the reply, from the shop.
    const invitation = await waitForMail(buyer.email, /^Test drive confirmed: Leadra/);
    expect(invitation.text).toContain(`Hello ${buyer.name},`);
    const reply = await waitForMail(buyer.email, /^Re: Your test drive of the Leadra/);
    expect(reply.text).toContain('Of course! Bring them along.');
    expect(reply.text).not.toContain('side gate');

    // The buyer reads the reply in My Enquiries; the note is not there.
    await signOut(page);
    await signInThroughApi(page, buyer, '/dashboard/my-enquiries');
    const mine = page.getByRole('row').filter({ hasText: 'Leadra' });
    await expect(mine).toContainText('Confirmed');
    await expectNoHorizontalOverflow(page);
    await mine.getByRole('button', { name: /^Replies/ }).click();
    const thread = page.getByRole('dialog', { name: 'Your test-drive request' });
    await expect(thread.getByText('Of course! Bring them along.')).toBeVisible();
    await expect(thread.getByText('Reply from Sam Sales')).toBeVisible();
    await expect(thread).not.toContainText('side gate');
    await expectAccessible(page);
    if (shots) await thread.screenshot({ path: `${shots}/thread-buyer-${testInfo.project.name}.png` });
  });
});
