import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES } from '@carshop/contract/car';
import { decodeVinOffline, vinProblem } from '@carshop/contract/vin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../lib/demo-accounts.ts';
import { verifyPassword } from '../lib/password.ts';
import { listCars } from '../modules/cars/catalogue.service.ts';
import { getUserOrdersOrOrder, listOrders } from '../modules/orders/order-reads.service.ts';
import { DEMO_CARS, PAINTS } from './demo-catalogue.ts';
import { renderDemoImage } from './demo-images.ts';
import { seedDemoData } from './seed.ts';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-seed-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp({ uploadDir });
  seeded = await seedDemoData(t.db, { pictures: t.app.pictureStore });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('fills an empty database with a catalogue of every category, newest first', async () => {
    expect(seeded).toBe(true);
    const cars = (await listCars(t.db, t.app.catalogue, {})).cars;
    expect(cars.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cars.map((car) => car.category))).toEqual(new Set(CATEGORIES));
    expect(cars.some((car) => !car.inStock)).toBe(true);
    const years = cars.map((car) => car.year);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(2015);
    expect(Math.max(...years)).toBeLessThanOrEqual(new Date().getFullYear());
    expect(new Set(cars.map((car) => car.createdAt)).size).toBe(cars.length);
    // The six featured cars of the home page show at least four categories.
    expect(new Set(cars.slice(0, 6).map((car) => car.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives every used car a valid VIN of its own that decodes to its brand and year (issue 31)', async () => {
    const cars = (await listCars(t.db, t.app.catalogue, {})).cars;
    const used = cars.filter((car) => car.condition === 'Used');
    expect(used.length).toBeGreaterThan(10);
    for (const car of used) {
      expect(vinProblem(car.vin ?? '', car.year), `${car.brand} ${car.model}`).toBeNull();
      expect(decodeVinOffline(car.vin ?? ''), `${car.brand} ${car.model}`).toMatchObject({
        year: car.year,
        brand: car.brand,
      });
    }
    expect(new Set(used.map((car) => car.vin)).size).toBe(used.length);
  });

  it('gives every car three pictures (its side, its other side, its front), each in both widths', async () => {
    const cars = (await listCars(t.db, t.app.catalogue, {})).cars;
    for (const car of cars) {
      expect(car.images).toHaveLength(3);
      expect(car.image).toBe(car.images[0]);
      expect(car.images[0]).toMatch(/^\/uploads\/demo\/[a-z]+-[a-z]+-[0-9a-f]{8}-960\.webp$/);
      expect(car.images[1]).toMatch(/^\/uploads\/demo\/[a-z]+-[a-z]+-other-side-[0-9a-f]{8}-960\.webp$/);
      expect(car.images[2]).toMatch(/^\/uploads\/demo\/[a-z]+-[a-z]+-front-[0-9a-f]{8}-960\.webp$/);
      for (const image of car.images) {
        const file960 = path.join(uploadDir, image.replace('/uploads/', ''));
        const meta960 = await sharp(file960).metadata();
        expect([meta960.format, meta960.width, meta960.height]).toEqual(['webp', 960, 600]);
        const meta480 = await sharp(file960.replace('-960.webp', '-480.webp')).metadata();
        expect([meta480.format, meta480.width]).toEqual(['webp', 480]);
      }
    }
  });

  it('creates the demo accounts with hashed passwords', async () => {
    const rows = await t.db.select().from(users);
    expect(
      rows
        .map(({ email, role, name }) => ({ email, role, name }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([
      { email: 'admin@example.com', role: 'admin', name: 'Admin User' },
      { email: 'customer@example.com', role: 'customer', name: 'Demo Customer' },
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((user) => user.email === account.email)!;
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, account.password)).toBe(true);
    }
  });

  it("gives the demo customer an order in every status, placed over the last weeks by the admin's hand", async () => {
    const { items: orders } = await listOrders(t.db, {});
    const customer = (await t.db.select().from(users)).find((user) => user.email === 'customer@example.com')!;
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(orders.every((order) => order.user === customer.id && order.email === customer.email)).toBe(true);
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'canceled']),
    );
    const days = orders.map((order) => Math.floor((Date.now() - Date.parse(order.createdAt)) / 86_400_000));
    expect(new Set(days).size).toBe(orders.length);
    expect(Math.max(...days)).toBeLessThan(30);
    const delivered = orders.find((order) => order.status === 'delivered')!;
    const admin = {
      id: 'viewer',
      email: '',
      name: '',
      role: 'admin' as const,
      status: 'active' as const,
      emailVerified: true,
    };
    const detail = await getUserOrdersOrOrder(t.db, admin, delivered._id);
    expect('history' in detail && detail.history.map((entry) => [entry.status, entry.by?.name])).toEqual([
      ['pending', 'Demo Customer'],
      ['processing', 'Admin User'],
      ['shipped', 'Admin User'],
      ['delivered', 'Admin User'],
    ]);
    // Stock adds up: every car's quantity is the catalogue's minus what the live orders hold.
    const held = new Map<string, number>();
    for (const order of orders.filter((o) => o.status !== 'canceled'))
      for (const item of order.items) held.set(item.car._id!, (held.get(item.car._id!) ?? 0) + item.quentity);
    expect(held.size).toBeGreaterThanOrEqual(4);
    for (const car of (await listCars(t.db, t.app.catalogue, {})).cars) {
      const demo = DEMO_CARS.find((d) => d.brand === car.brand && d.model === car.model)!;
      expect(car.quantity, `${car.brand} ${car.model}`).toBe(demo.quantity - (held.get(car._id) ?? 0));
    }
  });

  it('finds seeded cars through the API, typos included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=toyta&page=1&limit=6' });
    const body = response.json();
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data.every((car: { brand: string }) => car.brand === 'Toyota')).toBe(true);
  });

  it('does nothing once the database has data, and renders no picture twice', async () => {
    const files = fs.readdirSync(path.join(uploadDir, 'demo'));
    const mtimes = files.map((file) => fs.statSync(path.join(uploadDir, 'demo', file)).mtimeMs);
    expect(await seedDemoData(t.db, { pictures: t.app.pictureStore })).toBe(false);
    // The Porsche 911 is a silver coupe: rendering its picture again finds the files already there.
    const [newest] = (await listCars(t.db, t.app.catalogue, {})).cars;
    expect(await renderDemoImage(t.app.pictureStore, 'coupe', 'silver', PAINTS.silver)).toBe(newest?.image);
    expect(files.every((file) => file.endsWith('.webp'))).toBe(true);
    expect(fs.readdirSync(path.join(uploadDir, 'demo'))).toEqual(files);
    expect(files.map((file) => fs.statSync(path.join(uploadDir, 'demo', file)).mtimeMs)).toEqual(mtimes);
  });
});
