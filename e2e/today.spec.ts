import fs from 'node:fs';
import { openDay, signUp } from './admin-api';
import { expect, expectAccessible, expectNoHorizontalOverflow, isPhone, signInThroughApi } from './fixtures';
import { test } from './shop-helpers';

/**
 * Today (issue 30, ADR 065): a salesperson opens the dashboard on what needs doing and confirms a buyer's test
 * drive in one tap, on a phone (390 px) and on a desk (1366 px), with axe and no sideways scrolling. SHOTS_DIR set:
 * screenshots of Today at both widths.
 */

test.describe('Today', () => {
  test('a salesperson sees a test drive to confirm and confirms it in one tap', async ({
    page,
    request,
    shop,
  }, testInfo) => {
    test.setTimeout(120_000);
    if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 900 });
    const car = await shop.createCar({ brand: 'Todaya' });
    // A guest's request for the next day the shop opens: Today lists it from the day before.
    const buyer = `Tess Today ${testInfo.project.name} ${Date.now().toString(36)}`;
    const booked = await request.post('/api/enquiries', {
      data: {
        type: 'test-drive',
        name: buyer,
        email: `tess.${Date.now().toString(36)}@example.com`,
        phone: '+1 202 555 0199',
        message: 'Is the car ready for a drive?',
        carId: car._id,
        preferredDate: await openDay(request, 0),
        preferredTime: '12:00',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    const sales = await signUp(request, 'Sam Today', 'sales');
    await signInThroughApi(page, sales);
    const today = page.getByRole('region', { name: /^Today/ });
    const drives = today.getByRole('region', { name: /Test drives to confirm/ });
    const item = drives.getByRole('listitem').filter({ hasText: buyer });
    await expect(item).toContainText('at 12:00');
    await expect(item).toContainText(`${car.brand} ${car.model}`);
    await expect(item.getByRole('link', { name: `Call ${buyer} on +1 202 555 0199` })).toHaveAttribute(
      'href',
      'tel:+12025550199',
    );
    // The specification's overview stays below Today (sales: the pages of their part).
    await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/today-${testInfo.project.name}.png`, fullPage: true });
    }

    // Touch screens: the item's actions are at least 44 by 44 px.
    if (isPhone(page)) {
      for (const action of await item.getByRole('button').or(item.getByRole('link')).all()) {
        const box = await action.boundingBox();
        const name = (await action.textContent()) ?? '';
        expect(box?.height, name).toBeGreaterThanOrEqual(44);
        expect(box?.width, name).toBeGreaterThanOrEqual(44);
      }
    }

    await item.getByRole('button', { name: `Confirm the test drive of ${buyer}` }).click();
    await expect(page.getByText('Test drive confirmed; the buyer is mailed an invitation')).toBeVisible();
    await expect(item).toHaveCount(0);
    // Confirmed: that time of the car is no longer free.
    const answer = await request.get(
      `/api/enquiries/free-slots?carId=${car._id}&date=${await openDay(request, 0)}`,
    );
    expect((await answer.json()).data.slots).not.toContain('12:00');
  });
});
