import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  loginAs,
  registerThroughApi,
} from './fixtures';
import {
  addFromDetail,
  cartButton,
  closeCart,
  detailAddToCart,
  openCart,
  test,
  toastCameAndWent,
  updateCar,
} from './shop-helpers';

test.describe('cart', () => {
  test('adds from a card and from the detail page; the drawer adds up; + stops at the stock', async ({
    page,
    shop,
  }) => {
    // A long journey: two toasts to wait out and many steps at each width.
    test.slow();
    const coupe = await shop.createCar({ brand: 'Coupeau', price: 12_500, quantity: 2 });
    const sedan = await shop.createCar({ brand: 'Sedanne', price: 3_999.5, quantity: 5 });

    // From a card in the catalogue (a hover action on desktop, always shown on phones). No login needed.
    await page.goto(`/all-product?searchTerm=${encodeURIComponent(coupe.model)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: coupe.model });
    await card.hover();
    await card.getByRole('button', { name: `Add to Cart: ${coupe.brand} ${coupe.model}` }).click();
    await toastCameAndWent(page, 'Product added to cart');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 car');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // From the detail page, twice: still 2 distinct cars.
    await addFromDetail(page, sedan, 2);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 cars');
    await toastCameAndWent(page, 'Product added to cart');

    const drawer = await openCart(page);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const coupeLine = lines.filter({ hasText: coupe.brand });
    const sedanLine = lines.filter({ hasText: sedan.brand });
    await expect(coupeLine.getByTestId('cart-line-amount')).toHaveText('12,500 X 1 = 12,500৳');
    await expect(sedanLine.getByTestId('cart-line-amount')).toHaveText('3,999.5 X 2 = 7,999৳');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('20,499৳');
    await expect(drawer.getByTestId('cart-total')).toHaveText('20,499৳');
    await expect(drawer.getByLabel('Promo Code')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expectAccessible(page);

    // + up to the stock (2), then disabled with the reason.
    const plus = coupeLine.getByRole('button', { name: `Add one ${coupe.brand} ${coupe.model}` });
    await plus.click();
    await expect(coupeLine.getByTestId('cart-line-amount')).toHaveText('12,500 X 2 = 25,000৳');
    await expect(plus).toBeDisabled();
    await expect(coupeLine.getByText('Your cart already holds all 2 in stock.')).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('32,999৳');

    // − down to 1, then the line goes at 1; delete removes a whole line.
    await sedanLine.getByRole('button', { name: `Remove one ${sedan.brand} ${sedan.model}` }).click();
    await expect(sedanLine.getByTestId('cart-line-amount')).toHaveText('3,999.5 X 1 = 3,999.5৳');
    await sedanLine.getByRole('button', { name: `Remove one ${sedan.brand} ${sedan.model}` }).click();
    await expect(lines).toHaveCount(1);
    await coupeLine
      .getByRole('button', { name: `Delete ${coupe.brand} ${coupe.model} from the cart` })
      .click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expectAccessible(page);
    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('the cart survives a reload and a login, and checkout sends a visitor to log in and back', async ({
    page,
    shop,
  }) => {
    const car = await shop.createCar({ brand: 'Keepsake', price: 21_000 });
    const user = await registerThroughApi(page);

    await addFromDetail(page, car, 2);
    // At once: the app writes the cart to storage as the page goes (pagehide).
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 car');
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-line-amount')).toHaveText('21,000 X 2 = 42,000৳');

    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, user, /\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toContainText(car.model);
    await expect(page.getByTestId('checkout-total')).toHaveText('42,000.00৳');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 car');
  });

  test('a changed price and a sold-out car show in the drawer when it opens', async ({
    page,
    request,
    shop,
  }) => {
    const token = shop.admin;
    const car = await shop.createCar({ brand: 'Pricey', price: 10_000, quantity: 3 });
    await addFromDetail(page, car, 2);
    await toastCameAndWent(page, 'Product added to cart');

    await updateCar(request, token, car._id, { price: 11_000 });
    let drawer = await openCart(page);
    const line = drawer.getByTestId('cart-line');
    await expect(line.getByText('Price changed from 10,000৳ to 11,000৳.')).toBeVisible();
    await expect(line.getByTestId('cart-line-amount')).toHaveText('11,000 X 2 = 22,000৳');
    await expect(drawer.getByTestId('cart-total')).toHaveText('22,000৳');
    await closeCart(page);

    await updateCar(request, token, car._id, { quantity: 0 });
    drawer = await openCart(page);
    await expect(line.getByText('Sold out: remove it to check out.')).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('0৳');
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(
      drawer.getByText('Remove the cars that can no longer be bought to check out.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('an out-of-stock car cannot be added, on its card or its page', async ({ page, request, shop }) => {
    const token = shop.admin;
    const car = await shop.createCar({ brand: 'Soldout' });
    await updateCar(request, token, car._id, { quantity: 0 });

    await page.goto(`/products/${car._id}`);
    const add = detailAddToCart(page);
    await expect(add).toBeDisabled();
    await expect(page.getByText('This car is out of stock.')).toBeVisible();

    await page.goto(`/all-product?searchTerm=${encodeURIComponent(car.model)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: car.model });
    await expect(card.getByRole('button', { name: `Sold Out: ${car.brand} ${car.model}` })).toBeDisabled();
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
    if (isPhone(page)) await expectNoHorizontalOverflow(page);
  });
});
