import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addCarThroughApi, uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  signInThroughApi,
  test,
} from './fixtures';

/**
 * Outgoing webhooks (issue 31, ADR 066): the admin adds an endpoint pointing at a receiver this test starts, sees
 * its signing secret once, adds a car, and reads the signed delivery in the endpoint's log; "Send again" sends the
 * same event once more. The e2e server runs with WEBHOOKS_ALLOW_PRIVATE (the receiver is on 127.0.0.1).
 */

type Received = { headers: http.IncomingHttpHeaders; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/carshop-hook`, received, stop: () => server.close() };
}

/** README's recipe: HMAC-SHA256 of `${id}.${timestamp}.${body}` with the secret's decoded bytes. */
function signatureOf(secret: string, { headers, body }: Received) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

test('the admin adds an endpoint, keeps its secret, and reads the signed delivery of a new car', async ({
  page,
}, info) => {
  // A long journey (three axe checks, two screenshots, two waits on the worker's poll) on a shared machine.
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    // Nothing chosen: the form says what is missing, and sends nothing.
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /A car is added/ }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog).toBeHidden();

    const panel = page.getByRole('region', { name: /Signing secret for/ });
    const secret = (await panel.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.screenshot({
      path: info.outputPath(`webhooks-secret-${info.project.name}.png`),
      fullPage: true,
    });
    await panel.getByRole('button', { name: 'I have stored it' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(card).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A car added: the worker POSTs car.created within a second or two, signed with that secret. (The other
    // width's run adds its own car at the same time, which this endpoint hears of too: each looks for its own.)
    const brand = uniqueBrand('Webhook');
    const car = await addCarThroughApi(page.request, { brand, model: 'Hooked' });
    const mine = () => receiver.received.filter((one) => one.body.includes(car._id));
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
    const [delivery] = mine() as [Received];
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'car.created',
      data: { car: { _id: car._id, brand } },
    });
    expect(delivery.headers['webhook-signature']).toBe(signatureOf(secret, delivery));

    await card.getByRole('button', { name: /Show deliveries/ }).click();
    const log = card.getByRole('region', { name: 'Delivery log' });
    const row = log.getByRole('listitem').filter({ hasText: 'Delivered' }).first();
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText('A car is added');
    await expect(row).toContainText('HTTP 200');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`webhooks-log-${info.project.name}.png`), fullPage: true });

    // "Send again": the same event (the same webhook-id) once more.
    await row.getByRole('button', { name: /Send again/ }).click();
    await expect(page.getByText('The delivery will be sent again within seconds')).toBeVisible();
    // (The row may be the other width's car: either way one event id now arrives a second time.)
    const repeated = () => {
      const ids = receiver.received.map((one) => one.headers['webhook-id']);
      return ids.some((id, index) => ids.indexOf(id) !== index);
    };
    await expect.poll(repeated, { timeout: 15_000 }).toBe(true);

    // Turned off, it is sent nothing: the log says so, and nothing can be sent again until it is turned on.
    const turnedOff = log.getByText('This endpoint is turned off');
    await card.getByRole('button', { name: /^Turn off/ }).click();
    await expect(turnedOff).toBeVisible();
    await expect(card).toContainText('Turned off.');
    await expect(log.getByRole('button', { name: /Send again/ }).first()).toBeDisabled();
    await expectAccessible(page);
    await card.getByRole('button', { name: /^Turn on/ }).click();
    await expect(turnedOff).toBeHidden();
    await expect(log.getByRole('button', { name: /Send again/ }).first()).toBeEnabled();

    await card.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(card).toHaveCount(0);
  } finally {
    receiver.stop();
  }
});
