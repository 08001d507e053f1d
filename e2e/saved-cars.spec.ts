import fs from 'node:fs';
import { expect, expectAccessible, expectNoHorizontalOverflow, registerThroughApi } from './fixtures';
import { test, toastGone, updateCar } from './shop-helpers';

/**
 * Saved cars (issue 22): the heart on a card and on a car page. A visitor is sent to sign in and comes back, the
 * car they tapped saved (issue 30); a customer's saved cars are listed on /dashboard/saved with their price and
 * stock, and one is removed. The
 * test's own cars, under a brand no other car has, and its own customer, so parallel journeys never interfere.
 * SHOTS_DIR set: screenshots of a card with the heart and of the list.
 */
test.describe('saved cars', () => {
  test('a visitor signs in from the heart; a customer saves from a card and a car page, lists and removes', async ({
    page,
    shop,
    request,
  }, testInfo) => {
    test.slow(); // two cars, a sign-in, four pages and axe three times
    const shots = process.env.SHOTS_DIR;
    const brand = `Fav${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const first = await shop.createCar({ brand, price: 23_400, quantity: 2 });
    const second = await shop.createCar({ brand, price: 31_000, quantity: 1 });
    await updateCar(request, shop.admin, second._id, { quantity: 0 }); // sold out: the list says so
    const [firstName, secondName] = [first, second].map((car) => `${car.brand} ${car.model}`) as [
      string,
      string,
    ];
    const customer = await registerThroughApi(page);
    const catalogue = `/all-product?searchTerm=${brand}`;

    // A visitor's heart: to sign in, then back to the same list.
    await page.goto(catalogue);
    const firstHeart = page.getByRole('button', { name: `Save ${firstName}` });
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    await firstHeart.click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(catalogue);
    // Seen first, so that waiting for it to go below cannot pass before it has even appeared (CI, phone).
    await expect(page.getByText('User logged in successfully')).toBeVisible();

    // The heart tapped before signing in saves the car once signed in, as the buyer meant (issue 30): no second tap.
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    // Not while the sign-in toast fades out: axe would measure its in-between colours.
    await toastGone(page, 'User logged in successfully');
    await expectAccessible(page);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      const card = page.getByRole('main').getByRole('article').filter({ hasText: firstName });
      await card.screenshot({ path: `${shots}/card-${testInfo.project.name}.png` });
    }

    // Saved from the car's page; pressed there after a reload too (from the server's list).
    await page.getByRole('link', { name: secondName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
    const secondHeart = page.getByRole('button', { name: `Save ${secondName}` });
    await secondHeart.click();
    await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(secondHeart).toHaveText('Saved');
    await page.reload();
    await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');

    // The list: newest first, each with its price and stock, and a link to its page.
    await page.goto('/dashboard/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Saved cars' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(secondName);
    await expect(items.nth(0)).toContainText('Out of Stock');
    await expect(items.nth(0)).toContainText('31,000');
    await expect(items.nth(1)).toContainText(firstName);
    await expect(items.nth(1)).toContainText('In Stock (2)');
    await expect(items.nth(1)).toContainText('23,400');
    await expect(items.nth(1).getByRole('link', { name: firstName })).toHaveAttribute(
      'href',
      `/products/${first._id}`,
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/saved-${testInfo.project.name}.png`, fullPage: true });

    await items
      .nth(1)
      .getByRole('button', { name: `Remove ${firstName}` })
      .click();
    await expect(page.getByText(`${firstName} removed from your saved cars`)).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(secondName);

    // Removed from the list, unpressed on the card.
    await page.goto(catalogue);
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: `Save ${secondName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page);
  });
});
