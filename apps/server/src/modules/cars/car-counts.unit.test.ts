import { CATEGORIES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '@carshop/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import type { CarChange } from './car-changes.service.ts';
import { CarFacts, createCarCounts } from './car-counts.ts';
import type { CarFilter, CarFilterFacts } from './repository.ts';

/** A small deterministic generator, so a failure names rows and filters that can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

function carsOf(count: number, seed: number): CarFilterFacts[] {
  const { next, pick } = random(seed);
  return Array.from({ length: count }, () => ({
    category: pick(CATEGORIES),
    fuelType: pick(FUEL_TYPES),
    transmission: pick(TRANSMISSIONS),
    condition: pick(CONDITIONS),
    year: 2010 + Math.floor(next() * 16),
    mileage: Math.floor(next() * 200_000),
    price: Math.round(next() * 150_000_00) / 100,
    // Features (issue 32): a fifth of the cars without a drivetrain or seats given.
    drivetrain: next() < 0.2 ? null : pick(DRIVETRAINS),
    seats: next() < 0.2 ? null : 1 + Math.floor(next() * 9),
  }));
}

function filterOf(seed: number): CarFilter {
  const { next, pick } = random(seed);
  const maybe = <T>(value: T) => (next() < 0.4 ? value : undefined);
  const lowPrice = Math.round(next() * 80_000_00) / 100;
  return {
    category: maybe(pick(CATEGORIES)),
    fuelType: maybe(pick(FUEL_TYPES)),
    transmission: maybe(pick(TRANSMISSIONS)),
    condition: maybe(pick(CONDITIONS)),
    minYear: maybe(2012 + Math.floor(next() * 6)),
    maxYear: maybe(2018 + Math.floor(next() * 8)),
    maxMileage: maybe(Math.floor(next() * 200_000)),
    minPrice: maybe(lowPrice),
    maxPrice: maybe(lowPrice + Math.round(next() * 70_000_00) / 100),
    abovePrice: maybe(Math.round(next() * 100_000_00) / 100),
    drivetrain: maybe(pick(DRIVETRAINS)),
    minSeats: maybe(1 + Math.floor(next() * 8)),
  };
}

/** What the database answers, written the obvious way. */
const matchesRanges = (car: CarFilterFacts, f: CarFilter) =>
  (f.minYear === undefined || car.year >= f.minYear) &&
  (f.maxYear === undefined || car.year <= f.maxYear) &&
  (f.maxMileage === undefined || car.mileage <= f.maxMileage) &&
  (f.minPrice === undefined || car.price >= f.minPrice) &&
  (f.maxPrice === undefined || car.price <= f.maxPrice) &&
  (f.abovePrice === undefined || car.price > f.abovePrice) &&
  (f.drivetrain === undefined || car.drivetrain === f.drivetrain) &&
  (f.minSeats === undefined || (car.seats !== null && car.seats >= f.minSeats));
const matches = (car: CarFilterFacts, f: CarFilter) =>
  matchesRanges(car, f) &&
  (f.category === undefined || car.category === f.category) &&
  (f.fuelType === undefined || car.fuelType === f.fuelType) &&
  (f.transmission === undefined || car.transmission === f.transmission) &&
  (f.condition === undefined || car.condition === f.condition);

describe('CarFacts', () => {
  const cars = carsOf(5_000, 7);
  const facts = new CarFacts(cars);

  it('counts what a filter matches exactly as the database would, for 300 random filters', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const filter = filterOf(seed);
      expect(facts.count(filter), JSON.stringify(filter)).toBe(
        cars.filter((car) => matches(car, filter)).length,
      );
    }
  });

  it('counts per combination of the four dimensions under the other filters, every car once', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const filter = filterOf(seed);
      const expected = new Map<string, number>();
      for (const car of cars.filter((candidate) => matchesRanges(candidate, filter))) {
        const key = [car.category, car.fuelType, car.transmission, car.condition].join('|');
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const rows = facts.combinations(filter);
      expect(
        new Map(
          rows.map((row) => [
            [row.category, row.fuelType, row.transmission, row.condition].join('|'),
            row.total,
          ]),
        ),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
  });

  it('includes both edges of every range, a price at its two decimals', () => {
    const car = { ...carsOf(1, 1)[0], price: 19_999.99, year: 2020, mileage: 50_000 } as CarFilterFacts;
    const edge = new CarFacts([car]);
    expect(edge.count({ maxPrice: 19_999.99 })).toBe(1);
    expect(edge.count({ minPrice: 19_999.99 })).toBe(1);
    expect(edge.count({ maxPrice: 19_999.98 })).toBe(0);
    expect(edge.count({ abovePrice: 19_999.99 })).toBe(0);
    expect(edge.count({ abovePrice: 19_999.98 })).toBe(1);
    expect(edge.count({ minYear: 2020, maxYear: 2020, maxMileage: 50_000 })).toBe(1);
    expect(edge.count({ minYear: 2021 })).toBe(0);
    expect(edge.count({ maxYear: 2019 })).toBe(0);
    expect(edge.count({ maxMileage: 49_999 })).toBe(0);
  });

  it('refuses a value outside the contract rather than count it wrong', () => {
    expect(() => new CarFacts([{ ...carsOf(1, 1)[0], fuelType: 'Steam' } as CarFilterFacts])).toThrow(
      /fuelType/,
    );
  });
});

describe('createCarCounts', () => {
  const setUp = (maxAgeMs = 30_000) => {
    let time = 10_000;
    let listener: (change: CarChange) => void = () => {};
    const loads: { resolve: (rows: CarFilterFacts[]) => void; reject: (error: Error) => void }[] = [];
    const load = vi.fn(
      () =>
        new Promise<CarFilterFacts[]>((resolve, reject) => {
          loads.push({ resolve, reject });
        }),
    );
    const report = vi.fn();
    const counts = createCarCounts(
      { maxAgeMs, load, report, now: () => time },
      {
        subscribe: (next) => {
          listener = next;
          return () => {};
        },
      },
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      counts,
      load,
      loads,
      report,
      settle,
      change: (change: CarChange = { kind: 'car', ids: [] }) => listener(change),
      advance: (ms: number) => {
        time += ms;
      },
    };
  };

  it('counts in the database until its first copy has arrived, then from the copy', async () => {
    const t = setUp();
    expect(t.counts.read()).toBeUndefined();
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(1); // one build at a time
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    expect(t.counts.read()?.size).toBe(10);
  });

  it('stops answering at a change, and builds again at most once a second', async () => {
    const t = setUp();
    t.counts.read();
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    t.change();
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(1); // the first build started under a second ago
    t.advance(1000);
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(2);
    t.loads[1]?.resolve(carsOf(11, 4));
    await t.settle();
    expect(t.counts.read()?.size).toBe(11);
  });

  it('keeps answering after a stock change (a checkout): stock is not among its columns', async () => {
    const t = setUp();
    t.counts.read();
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    t.change({ kind: 'stock', ids: ['a'], restocked: true });
    expect(t.counts.read()?.size).toBe(10);
    t.change({ kind: 'catalogue' });
    expect(t.counts.read()).toBeUndefined();
  });

  it('never answers from a copy whose build a change overtook', async () => {
    const t = setUp();
    t.counts.read();
    t.change(); // a write committed while the copy was being read
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    expect(t.counts.read()).toBeUndefined();
    t.advance(1000);
    t.counts.read();
    t.loads[1]?.resolve(carsOf(12, 5));
    await t.settle();
    expect(t.counts.read()?.size).toBe(12);
  });

  it('builds a new copy after maxAgeMs (a lost notification), answering from the old one meanwhile', async () => {
    const t = setUp(5_000);
    t.counts.read();
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    t.advance(4_999);
    expect(t.counts.read()?.size).toBe(10);
    expect(t.load).toHaveBeenCalledTimes(1);
    t.advance(1);
    expect(t.counts.read()?.size).toBe(10); // no change heard: the old copy while the next is built
    expect(t.load).toHaveBeenCalledTimes(2);
    t.loads[1]?.resolve(carsOf(13, 6));
    await t.settle();
    expect(t.counts.read()?.size).toBe(13);
  });

  it('after a failed build counts in the database, reports it, and tries again a second later', async () => {
    const t = setUp(5_000);
    t.counts.read();
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    t.advance(5_000);
    t.counts.read();
    t.loads[1]?.reject(new Error('connection lost'));
    await t.settle();
    expect(t.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'connection lost' }));
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(2);
    t.advance(1000);
    t.counts.read();
    expect(t.load).toHaveBeenCalledTimes(3);
  });

  it('never answers from an aged copy once a change was heard', async () => {
    const t = setUp(5_000);
    t.counts.read();
    t.loads[0]?.resolve(carsOf(10, 3));
    await t.settle();
    t.advance(5_000);
    t.change();
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(2);
  });

  it('with maxAgeMs 0 never copies anything', () => {
    const t = setUp(0);
    expect(t.counts.read()).toBeUndefined();
    expect(t.load).not.toHaveBeenCalled();
  });
});
