import { PASSWORD_RESET_MESSAGES } from '@carshop/contract/auth';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER, expect, ONE_WIDTH, test, uniqueEmail } from './fixtures';
import { publicAddresses } from './page-registry';

/**
 * Every control of every public page, before the app's script has arrived (issue 28, ADR 051): it works by itself
 * (a link, a question that opens, a popover, a form the server answers) or says it will be done once the page is
 * ready (public/early-taps.js, inline in the page), and what was typed meanwhile is what the form sends.
 *
 * The pages run in a page of their own (not the fixtures' `page`, whose `goto` waits until the app is ready), with
 * every app script held until the test lets it go.
 */
const KEPT_NOTE = 'as soon as the page is ready';
const WALK_PARTS = 4;

/** A page whose app scripts wait until `release()`; early-taps.js is in the page itself, so it is never held. */
async function heldPage(context: BrowserContext) {
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page that asked may be gone
  });
  const open = async (address: string) => {
    await page.goto(address, { waitUntil: 'commit' });
    // The HTML is parsed (the held module scripts are what DOMContentLoaded waits for).
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
  };
  const hydrate = async () => {
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
  return { page, open, hydrate };
}

type Control = {
  id: string;
  kind: 'link' | 'disclosure' | 'popover' | 'server form' | 'script' | 'disabled';
  name: string;
  href?: string;
};

/** Every visible link, button and button-like control of the page, each marked `data-walk` and classified. */
function controlsOf(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const selector =
      'a, button, summary, input[type="submit"], input[type="button"], [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]';
    const controls: Control[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[inert]')) continue;
      const id = String(controls.length);
      element.dataset.walk = id;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
      const button = element as HTMLButtonElement;
      let kind: Control['kind'] = 'script';
      if (element instanceof HTMLAnchorElement) kind = 'link';
      else if (element.localName === 'summary') kind = 'disclosure';
      else if (button.disabled || element.getAttribute('aria-disabled') === 'true') kind = 'disabled';
      else if (element.hasAttribute('popovertarget')) kind = 'popover';
      else if (button.type === 'submit' && button.form?.hasAttribute('action')) kind = 'server form';
      controls.push({ id, kind, name, href: element.getAttribute('href') ?? undefined });
    }
    return controls;
  });
}

/** Checks one control as a person tapping it before the script would find it. */
async function checkControl(page: Page, control: Control, where: string) {
  const label = `${where}: ${control.kind} "${control.name}"`;
  const element = page.locator(`[data-walk="${control.id}"]`);
  switch (control.kind) {
    case 'link':
      // A real address the browser goes to by itself, or a place in the page that is there.
      if (control.href?.startsWith('#'))
        await expect(page.locator(`[id="${control.href.slice(1)}"]`), label).toHaveCount(1);
      else expect(control.href, label).toMatch(/^(\/|https?:|mailto:|tel:)/);
      return;
    case 'disclosure': {
      const details = element.locator('xpath=..');
      const wasOpen = await details.evaluate((node) => (node as HTMLDetailsElement).open);
      await element.click();
      await expect(details, label).toHaveJSProperty('open', !wasOpen);
      await element.click();
      await expect(details, label).toHaveJSProperty('open', wasOpen);
      return;
    }
    case 'popover': {
      const target = await element.getAttribute('popovertarget');
      await element.click();
      await expect(page.locator(`[id="${target}"]:popover-open`), label).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.locator(`[id="${target}"]:popover-open`), label).toHaveCount(0);
      return;
    }
    case 'server form': {
      // Sent by the browser as a GET of a page the server renders (not clicked: it would leave the page).
      const form = await element.evaluate((node) => {
        const owner = (node as HTMLButtonElement).form!;
        return { method: owner.method, action: new URL(owner.action).pathname };
      });
      expect(form.method, label).toBe('get');
      expect(form.action, label).toMatch(/^\//);
      return;
    }
    case 'disabled':
      return; // checked again once the app runs: it must still be disabled then
    case 'script': {
      const note = page.getByRole('status').filter({ hasText: KEPT_NOTE });
      await page.evaluate(() => document.querySelector('.early-tap-note')?.remove());
      await element.click();
      await expect(note, label).toBeVisible();
      return;
    }
  }
}

/** One page's controls before the script; then what was disabled, still disabled once the app runs. */
async function walk(context: BrowserContext, address: string) {
  const held = await heldPage(context);
  await held.open(address);
  const controls = await controlsOf(held.page);
  expect(controls.length, address).toBeGreaterThan(0);
  for (const control of controls) await checkControl(held.page, control, address);
  await held.page.close();
  // Nothing was disabled only until the app ran (a control that waits says so instead): the same page again,
  // untouched, then hydrated (the taps above, replayed, would have moved it on).
  const disabled = controls.filter(({ kind }) => kind === 'disabled');
  if (disabled.length === 0) return;
  const again = await heldPage(context);
  await again.open(address);
  const before = await controlsOf(again.page);
  await again.hydrate();
  for (const control of before.filter(({ kind }) => kind === 'disabled')) {
    const element = again.page.locator(`[data-walk="${control.id}"]`);
    if ((await element.count()) === 0) continue; // the app replaced it (the cart's badge, a guard)
    const still = await element.evaluate(
      (node) => (node as HTMLButtonElement).disabled || node.getAttribute('aria-disabled') === 'true',
    );
    expect(still, `${address}: "${control.name}" was disabled only before the app ran`).toBe(true);
  }
  await again.page.close();
}

test.describe('every public page before its script', () => {
  test.setTimeout(240_000);

  // The walk in WALK_PARTS parts, each every WALK_PARTS-th page of the registry's list, so that both workers share it
  // (as one test, the longest of the run, one worker walked every page alone).
  for (let part = 0; part < WALK_PARTS; part += 1) {
    test(`every control works by itself or says it will once the page is ready (pages ${part + 1} of ${WALK_PARTS})`, async ({
      context,
      page,
    }) => {
      const addresses = (await publicAddresses(page)).filter(
        (_address, index) => index % WALK_PARTS === part,
      );
      for (const address of addresses) await walk(context, address);
    });
  }

  // One width: the inline script is in every page alike; the walk above taps every control at both widths.
  test(
    'the early taps work even if their file never arrives: they are in the page',
    ONE_WIDTH,
    async ({ context }) => {
      const held = await heldPage(context);
      await held.page.route('**/early-taps.js', (route) => route.abort());
      await held.open('/');
      const next = held.page.getByRole('button', { name: 'Next slide' });
      await next.click();
      await expect(held.page.getByRole('status').filter({ hasText: KEPT_NOTE })).toContainText(
        'Going to the next slide',
      );
      await held.hydrate();
      await expect(held.page.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(held.page.getByText(KEPT_NOTE)).toHaveCount(0);
    },
  );

  // One width: native <details> behave alike at every width; the walk above opens every question at both.
  test('FAQ questions open on the home page and /faq, one at a time', ONE_WIDTH, async ({ context }) => {
    const held = await heldPage(context);
    for (const address of ['/', '/faq']) {
      await held.open(address);
      const question = (text: string) => held.page.locator('summary', { hasText: text });
      const answer = (text: string) => held.page.locator('details', { has: question(text) });
      await question('Do you offer financing options?').click();
      await expect(held.page.getByText(/has a finance calculator/)).toBeVisible();
      await question('Do your cars come with a warranty?').click();
      await expect(answer('Do your cars come with a warranty?')).toHaveJSProperty('open', true);
      await expect(answer('Do you offer financing options?')).toHaveJSProperty('open', false);
    }
  });

  test("the testimonials' arrow is done once its section has arrived", async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/');
    const testimonials = held.page.getByRole('region', { name: 'Customer testimonials' });
    await testimonials.scrollIntoViewIfNeeded();
    await held.page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(held.page.getByRole('status').filter({ hasText: KEPT_NOTE })).toContainText(
      'Going to the next slide',
    );
    await held.hydrate();
    await expect(testimonials.locator('[aria-live="polite"]')).toHaveText('Showing testimonial 2 of 10');
    await expect(held.page.getByText(KEPT_NOTE)).toHaveCount(0);
  });

  test("the catalogue's order applies at once, as a page from the server", async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/all-product');
    await held.page.getByRole('combobox', { name: 'Sort by' }).selectOption('-price');
    await expect(held.page).toHaveURL(/[?&]sort=-price(&|$)/);
    await expect(held.page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
  });
});

// One width: what a form sends is the same at every width (the forms have the same fields); the walk above, whose
// controls differ by width, runs at both.
test.describe('what is typed before the script is what the form sends', ONE_WIDTH, () => {
  test.setTimeout(90_000);

  test('forgot password: typed before, sent after', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/forgot-password');
    const email = uniqueEmail('early');
    await held.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await held.hydrate();
    await held.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(held.page.getByText('Check your inbox')).toBeVisible();
    await expect(held.page.getByText(`Sent for ${email}`)).toBeVisible();
  });

  test('forgot password: typed and sent before, done once ready', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/forgot-password');
    const email = uniqueEmail('earlier');
    await held.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await held.page.getByRole('textbox', { name: 'Email' }).press('Enter');
    await expect(held.page.getByRole('status').filter({ hasText: KEPT_NOTE })).toBeVisible();
    expect(held.page.url()).not.toContain(encodeURIComponent(email)); // the browser did not send it itself
    await held.hydrate();
    await expect(held.page.getByText(`Sent for ${email}`)).toBeVisible();
  });

  test('login', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/login');
    await held.page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
    await held.page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await held.hydrate();
    await held.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(held.page).toHaveURL(/\/dashboard$/);
  });

  test('register', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/register');
    await held.page.getByRole('textbox', { name: 'Name' }).fill('Early Bird');
    const email = uniqueEmail('early-register');
    await held.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await held.page.getByLabel('Password').fill('early-bird-123');
    await held.hydrate();
    await held.page.getByRole('button', { name: 'Create an account' }).click();
    // Registered: the login form, with the email filled in (spec §2).
    await expect(held.page).toHaveURL(/\/login$/);
    await expect(held.page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  });

  test('reset password: the typed password goes to the server, which judges the link', async ({
    context,
  }) => {
    const held = await heldPage(context);
    await held.open('/reset-password?token=not-a-real-token');
    await held.page.getByLabel('New Password').fill('a-new-password-1');
    await held.hydrate();
    await held.page.getByRole('button', { name: 'Reset password' }).click();
    await expect(held.page.getByText(/required/i)).toHaveCount(0);
    await expect(held.page.getByText(PASSWORD_RESET_MESSAGES.badLink).first()).toBeVisible();
  });

  test('contact', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/contact');
    await held.page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await held.page.getByRole('textbox', { name: 'Last Name' }).fill('Early');
    await held.page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('early-contact'));
    await held.page.getByRole('textbox', { name: 'Message' }).fill('Typed before the script arrived.');
    await held.hydrate();
    await held.page.getByRole('button', { name: 'Send Message' }).click();
    await expect(held.page.getByText('Thank you, Ada!')).toBeVisible();
  });

  test('newsletter: typed and subscribed before, done once ready', async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/');
    const email = held.page.getByRole('textbox', { name: 'Email address' });
    await email.fill(uniqueEmail('early-news'));
    await held.page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(held.page.getByRole('status').filter({ hasText: KEPT_NOTE })).toContainText('Subscribing');
    await held.hydrate();
    await expect(held.page.getByText('Subscribed successfully')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test("the catalogue's search: typed before, applied once ready", async ({ context }) => {
    const held = await heldPage(context);
    await held.open('/all-product');
    await held.page.getByRole('searchbox', { name: 'Search' }).fill('zzqx');
    await held.hydrate();
    await expect(held.page).toHaveURL(/[?&]searchTerm=zzqx(&|$)/);
    await expect(held.page.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzqx');
  });
});
