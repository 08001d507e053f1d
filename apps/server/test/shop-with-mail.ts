import type { Config } from '../src/config.ts';
import { addCars } from '../src/modules/cars/catalogue.service.ts';
import { createCar } from '../src/seed/car-factory.ts';
import { createUser, loginAs } from './auth-helpers.ts';
import { startSmtpServer } from './smtp.ts';
import { createTestApp, mailTo } from './test-app.ts';

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
  const smtp = await startSmtpServer();
  const t = await createTestApp({ ...mailTo(smtp.url, mail), publicUrl: 'https://shop.example', ...config });
  const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const [added] = await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC40', ...car })]);
  const stop = async () => {
    await t.close();
    await smtp.stop();
  };
  return { smtp, t, admin, car: added!._id, stop };
}
