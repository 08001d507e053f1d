import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import { addCars } from '../src/modules/cars/catalogue.service.ts';
import { createCar } from '../src/seed/car-factory.ts';
import { createUser, loginAs } from './auth-helpers.ts';
import { startSmtpServer } from './smtp.ts';
import { createTestApp, mailTo } from './test-app.ts';

/** A shop at https://shop.example that mails to a real SMTP server the test reads; `stop` ends both. */
export async function startAppWithMail(config: Partial<Config> = {}, mail: Partial<Config['mail']> = {}) {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ ...mailTo(smtp.url, mail), publicUrl: 'https://shop.example', ...config });
  const stop = async () => {
    await t.close();
    await smtp.stop();
  };
  return { smtp, t, stop };
}

/** The token of the single-use link to `page` (such as `/reset-password`) in a mail's text or HTML. */
export function mailedToken(page: string, text: string): string {
  const match = new RegExp(`https://shop\\.example${page}#token=([\\w-]+)`).exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
}

/**
 * A shop at https://shop.example that mails to a real SMTP server the test reads, with an admin signed in and one
 * car (a Volvo XC40, with `car`'s fields): what the suites about mails that follow an order or an enquiry start
 * from. `mail` and `config` override the shop's settings.
 */
export async function startShopWithMail({
  mail = {},
  config = {},
  car = {},
}: {
  mail?: Partial<Config['mail']>;
  config?: Partial<Config>;
  car?: Parameters<typeof createCar>[0];
} = {}) {
  const { smtp, t, stop } = await startAppWithMail(config, mail);
  const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const [added] = await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC40', ...car })]);
  return { smtp, t, admin, car: added!._id, stop };
}
