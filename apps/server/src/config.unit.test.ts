import { describe, expect, it } from 'vitest';
import { configWarnings, exposureWarnings, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('trusts no proxy unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/shop' })).toThrow(/JWT_SECRET is required/);
  });

  it('takes SHOP_CURRENCY as an ISO 4217 code, and nothing else', () => {
    expect(loadConfig({}).shopCurrency).toBeUndefined();
    expect(loadConfig({ SHOP_CURRENCY: 'EUR' }).shopCurrency).toBe('EUR');
    for (const value of ['eur', '€', 'EURO', 'E"><script>'])
      expect(() => loadConfig({ SHOP_CURRENCY: value })).toThrow(/SHOP_CURRENCY must be an ISO 4217 code/);
  });

  it('takes money online only with a Stripe key, its webhook secret and a currency, and says what is missing', () => {
    expect(loadConfig({}).payments.stripe).toBeUndefined();
    const key = { STRIPE_SECRET_KEY: 'sk_test_abc123' };
    expect(() => loadConfig(key)).toThrow(/STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/);
    const both = { ...key, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(() => loadConfig(both)).toThrow(/STRIPE_SECRET_KEY is set without SHOP_CURRENCY/);
    expect(loadConfig({ ...both, SHOP_CURRENCY: 'USD' }).payments.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ ...both, SHOP_CURRENCY: 'USD', STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
  });

  it('holds a car 30 minutes at least while it is paid online, reserves it for days, and says who keeps a deposit', () => {
    expect(loadConfig({}).payments.hold).toEqual({
      holdMinutes: 30,
      reservationDays: 7,
      depositRefundable: true,
    });
    expect(
      loadConfig({ PAYMENT_HOLD_MINUTES: '45', RESERVATION_DAYS: '3', DEPOSIT_REFUNDABLE: 'false' }).payments
        .hold,
    ).toEqual({ holdMinutes: 45, reservationDays: 3, depositRefundable: false });
    // Stripe's hosted page lives 30 minutes at least: a shorter hold would release a car still being paid for.
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '10' })).toThrow(/PAYMENT_HOLD_MINUTES/);
    expect(() => loadConfig({ RESERVATION_DAYS: '0' })).toThrow(/RESERVATION_DAYS/);
    expect(() => loadConfig({ DEPOSIT_REFUNDABLE: 'maybe' })).toThrow(/DEPOSIT_REFUNDABLE/);
  });

  it("reads the shop's terms of sale: named fees, tax, a deposit as an amount or a share, delivery lead days", () => {
    expect(loadConfig({}).checkout).toEqual({
      fees: [],
      taxRate: 0,
      pricesIncludeTax: false,
      deposit: { percent: 10 },
      deliveryLeadDays: 3,
    });
    const terms = loadConfig({
      SHOP_FEES: 'Documentation fee: 199; Registration : 150.50',
      TAX_RATE: '7.5',
      PRICES_INCLUDE_TAX: 'yes',
      DEPOSIT_AMOUNT: '500',
      DELIVERY_LEAD_DAYS: '5',
    }).checkout;
    expect(terms).toEqual({
      fees: [
        { label: 'Documentation fee', amount: 199 },
        { label: 'Registration', amount: 150.5 },
      ],
      taxRate: 7.5,
      pricesIncludeTax: true,
      deposit: { fixed: 500 },
      deliveryLeadDays: 5,
    });
    expect(() => loadConfig({ SHOP_FEES: 'Documentation fee 199' })).toThrow(
      /SHOP_FEES must be named amounts/,
    );
    expect(() => loadConfig({ DEPOSIT_AMOUNT: 'ten' })).toThrow(/DEPOSIT_AMOUNT must be an amount/);
    expect(() => loadConfig({ DEPOSIT_AMOUNT: '120%' })).toThrow(/DEPOSIT_AMOUNT must be an amount/);
  });

  it('takes FINANCE_APR as a yearly rate from 0 to 30 %, 6.9 unless set, and refuses to start on anything else', () => {
    expect(loadConfig({}).financeApr).toBe(6.9);
    expect(loadConfig({ FINANCE_APR: '4.25' }).financeApr).toBe(4.25);
    expect(loadConfig({ FINANCE_APR: '0' }).financeApr).toBe(0);
    expect(loadConfig({ FINANCE_APR: '30' }).financeApr).toBe(30);
    for (const value of ['-1', '30.01', '31', '6.9%', 'six', ' ', '1e1', '0x10', '6,9', '"><script>'])
      expect(() => loadConfig({ FINANCE_APR: value }), value).toThrow(
        /Invalid configuration: FINANCE_APR: FINANCE_APR must be a yearly rate in percent from 0 to 30/,
      );
  });

  it('reads OPENING_HOURS (weekdays 9-18 and Saturday 10-16 unless set) and refuses to start on hours it cannot read', () => {
    const week = loadConfig({}).enquiries.openingHours;
    expect(week[0]).toBeNull();
    expect(week[1]).toEqual({ open: '09:00', close: '18:00' });
    expect(week[6]).toEqual({ open: '10:00', close: '16:00' });
    expect(loadConfig({ OPENING_HOURS: 'Tue-Sun 11:00-19:30' }).enquiries.openingHours[0]).toEqual({
      open: '11:00',
      close: '19:30',
    });
    expect(() => loadConfig({ OPENING_HOURS: 'weekdays 9 to 5' })).toThrow(
      /Invalid configuration: OPENING_HOURS: "weekdays 9 to 5" is not a day \(or days\) and hours/,
    );
    expect(() => loadConfig({ OPENING_HOURS: 'Mon 17:00-09:00' })).toThrow(
      /closing must be at least 30 minutes/,
    );
  });

  it('takes SHOP_EMAIL as an address, and warns when mail goes out over SMTP without it', () => {
    expect(loadConfig({ SHOP_EMAIL: 'sales@shop.example' }).mail.shopEmail).toBe('sales@shop.example');
    expect(() => loadConfig({ SHOP_EMAIL: 'sales' })).toThrow(/SHOP_EMAIL must be an email address/);
    const smtp = { SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://shop.example' };
    expect(configWarnings(loadConfig(smtp))).toEqual([
      expect.stringContaining('SMTP_URL is set without SHOP_EMAIL'),
    ]);
    expect(configWarnings(loadConfig({ ...smtp, SHOP_EMAIL: 'sales@shop.example' }))).toEqual([]);
  });

  it('refuses an invalid port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });

  it('warns about TRUST_PROXY=true, which lets a client pick its own address, and not about a hop count', () => {
    const site = { PUBLIC_URL: 'https://shop.example' };
    expect(configWarnings(loadConfig({ ...site, TRUST_PROXY: 'true' }))).toEqual([
      expect.stringContaining('TRUST_PROXY=true believes the leftmost X-Forwarded-For address'),
    ]);
    expect(configWarnings(loadConfig({ ...site, TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns when a proxy is trusted but PUBLIC_URL is unset (links would name the forwarded host)', () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([
      expect.stringContaining('TRUST_PROXY is set without PUBLIC_URL'),
    ]);
  });

  it('warns when TRUST_PROXY is a hop count and the server listens beyond this machine', () => {
    const hops = loadConfig({ TRUST_PROXY: '1' });
    expect(exposureWarnings(hops, '0.0.0.0')).toEqual([
      expect.stringContaining('TRUST_PROXY=1 believes X-Forwarded-For from any client'),
    ]);
    expect(exposureWarnings(hops, '')).toEqual([expect.stringContaining('listens on every interface')]);
    expect(exposureWarnings(hops, '127.0.0.1')).toEqual([]);
    expect(exposureWarnings(hops, '::1')).toEqual([]);
    expect(exposureWarnings(loadConfig({ TRUST_PROXY: '10.0.0.5' }), '0.0.0.0')).toEqual([]);
    expect(exposureWarnings(loadConfig({}), '0.0.0.0')).toEqual([]);
  });

  it('bounds rendering and searching, with settings to change the bounds', () => {
    const defaults = loadConfig({});
    expect(defaults.rendering).toEqual({ concurrency: 1, maxWaiting: 16, cacheBytes: 64 * 1024 * 1024 });
    expect(defaults.search).toEqual({ concurrency: 4, maxWaiting: 16, timeoutMs: 1000 });
    const set = loadConfig({ RENDER_CONCURRENCY: '3', PAGE_CACHE_MB: '8', SEARCH_TIMEOUT_MS: '250' });
    expect([set.rendering.concurrency, set.rendering.cacheBytes, set.search.timeoutMs]).toEqual([
      3,
      8 * 1024 * 1024,
      250,
    ]);
    expect(() => loadConfig({ SEARCH_TIMEOUT_MS: '0' })).toThrow(/SEARCH_TIMEOUT_MS/);
  });

  it('reads the abuse limits, with generous defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.registrationsPerHour).toBe(30);
    expect(defaults.passwordWork.maxWaiting).toBe(32);
    expect(defaults.passwordWork.concurrency).toBeGreaterThanOrEqual(1);
    const set = loadConfig({
      REGISTRATIONS_PER_HOUR: '5',
      PASSWORD_HASH_CONCURRENCY: '3',
      PASSWORD_HASH_QUEUE: '0',
    });
    expect([set.registrationsPerHour, set.passwordWork]).toEqual([5, { concurrency: 3, maxWaiting: 0 }]);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessions.maxAgeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('reads COOKIE_SECURE as auto (the default), true or false', () => {
    expect(loadConfig({}).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads CORS_ORIGINS as exact origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://store.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://store.example',
      'http://localhost:5173',
    ]);
    for (const bad of [
      'https://store.example/',
      'https://store.example/shop',
      '*',
      'store.example',
      'ftp://x.example',
    ])
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
  });
});
