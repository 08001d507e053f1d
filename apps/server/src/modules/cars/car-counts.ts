import { FACET_NAMES, type FacetName, facetValues } from '@carshop/contract/catalogue-query';
import { CATEGORIES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '@carshop/contract/constants';
import type { CarChanges } from './car-changes.service.ts';
import type { CarFilter, CarFilterFacts } from './repository.ts';

/**
 * The catalogue's counts without the database (ADR 038): every car's filter columns (its four dimensions, year,
 * mileage, price, drivetrain and seats: 21 bytes a car, 2 MB at 100,000), copied into typed arrays by one query and counted there.
 * A total under a filtered page and the facets then cost a fraction of a millisecond instead of a scan of every
 * matching car (10 to 45 ms at 100,000 cars, more under load). Searches with words still go to the database,
 * which has the text and its index.
 *
 * The copy answers only while it is current: built after the last change of a car's fields this server heard (its
 * own writes at once, the other servers' through PostgreSQL; a stock change leaves it current, stock is not among
 * its columns) and not older than `maxAgeMs`, the safety net for a lost
 * notification, as for every cache built on car data (an aged copy with no change heard keeps answering while
 * the next one is built). Otherwise `read()` answers undefined, the caller counts in the database, and a new copy
 * is built in the background: one at a time, at most one a second, so a flood of changes (an admin's busy hour)
 * costs a bounded share of a core and the database.
 */
export type CarCounts = {
  /** The current copy, or undefined (then count in the database; a new copy is on its way). */
  read: () => CarFacts | undefined;
};

export class CarFacts {
  readonly size: number;
  private readonly dimension: Record<FacetName, Uint8Array>;
  private readonly year: Int32Array;
  private readonly mileage: Float64Array;
  private readonly price: Float64Array;
  /** The drivetrain's place in DRIVETRAINS plus one, 0 when not given. */
  private readonly drivetrain: Uint8Array;
  /** The seats, 0 when not given (so no minimum of seats matches it). */
  private readonly seats: Uint8Array;

  /** Throws on a value outside the contract's lists (the table's CHECKs make that impossible). */
  constructor(rows: readonly CarFilterFacts[]) {
    this.size = rows.length;
    this.dimension = {
      category: new Uint8Array(rows.length),
      fuelType: new Uint8Array(rows.length),
      transmission: new Uint8Array(rows.length),
      condition: new Uint8Array(rows.length),
    };
    this.year = new Int32Array(rows.length);
    this.mileage = new Float64Array(rows.length);
    this.price = new Float64Array(rows.length);
    this.drivetrain = new Uint8Array(rows.length);
    this.seats = new Uint8Array(rows.length);
    const positions = Object.fromEntries(
      FACET_NAMES.map((facet) => [
        facet,
        new Map<string, number>(facetValues(facet).map((value, at) => [value, at])),
      ]),
    ) as Record<FacetName, Map<string, number>>;
    rows.forEach((row, i) => {
      for (const facet of FACET_NAMES) {
        const at = positions[facet].get(row[facet]);
        if (at === undefined) throw new Error(`unknown ${facet} '${row[facet]}'`);
        this.dimension[facet][i] = at;
      }
      this.year[i] = row.year;
      this.mileage[i] = row.mileage;
      this.price[i] = row.price;
      this.drivetrain[i] = row.drivetrain === null ? 0 : DRIVETRAINS.indexOf(row.drivetrain) + 1;
      this.seats[i] = row.seats ?? 0;
    });
  }

  /**
   * How many cars match the filter (it must have no words): the combinations' totals of the dimensions chosen.
   * One loop over the cars serves both answers (a few hundred combinations at most to add up).
   */
  count(filter: CarFilter): number {
    let total = 0;
    for (const row of this.combinations(filter)) {
      if (FACET_NAMES.every((facet) => filter[facet] === undefined || row[facet] === filter[facet]))
        total += row.total;
    }
    return total;
  }

  /**
   * The cars that match every filter but the four dimensions', counted per combination of the four: what
   * selectCarFacetCombinations answers, in the same shape.
   */
  combinations(filter: CarFilter): ({ total: number } & Record<FacetName, string>)[] {
    const { category, fuelType, transmission, condition } = this.dimension;
    const { year, mileage, price, drivetrain, seats } = this;
    const [fuels, gearboxes, conditions] = [FUEL_TYPES.length, TRANSMISSIONS.length, CONDITIONS.length];
    const totals = new Uint32Array(CATEGORIES.length * fuels * gearboxes * conditions);
    const [minYear, maxYear, maxMileage, minPrice, maxPrice, abovePrice] = boundsOf(filter);
    const wantedDrivetrain = filter.drivetrain ? DRIVETRAINS.indexOf(filter.drivetrain) + 1 : 0;
    const minSeats = filter.minSeats ?? 0;
    for (let i = 0; i < this.size; i++) {
      const y = year[i]!;
      const p = price[i]!;
      if (
        y >= minYear &&
        y <= maxYear &&
        mileage[i]! <= maxMileage &&
        p >= minPrice &&
        p <= maxPrice &&
        p > abovePrice &&
        (wantedDrivetrain === 0 || drivetrain[i] === wantedDrivetrain) &&
        seats[i]! >= minSeats
      ) {
        const key =
          ((category[i]! * fuels + fuelType[i]!) * gearboxes + transmission[i]!) * conditions + condition[i]!;
        totals[key] = totals[key]! + 1;
      }
    }
    const rows: ({ total: number } & Record<FacetName, string>)[] = [];
    const perCategory = fuels * gearboxes * conditions;
    totals.forEach((total, key) => {
      if (total === 0) return;
      rows.push({
        category: CATEGORIES[Math.floor(key / perCategory)]!,
        fuelType: FUEL_TYPES[Math.floor(key / (gearboxes * conditions)) % fuels]!,
        transmission: TRANSMISSIONS[Math.floor(key / conditions) % gearboxes]!,
        condition: CONDITIONS[key % conditions]!,
        total,
      });
    });
    return rows;
  }
}

/** The filter's ranges, an absent bound as one that never excludes (written out in the loop: it is hot). */
function boundsOf(filter: CarFilter): [number, number, number, number, number, number] {
  return [
    filter.minYear ?? Number.NEGATIVE_INFINITY,
    filter.maxYear ?? Number.POSITIVE_INFINITY,
    filter.maxMileage ?? Number.POSITIVE_INFINITY,
    filter.minPrice ?? Number.NEGATIVE_INFINITY,
    filter.maxPrice ?? Number.POSITIVE_INFINITY,
    filter.abovePrice ?? Number.NEGATIVE_INFINITY,
  ];
}

/** At most one new copy a second, whatever the rate of changes. */
const MIN_BUILD_GAP_MS = 1000;

export function createCarCounts(
  {
    maxAgeMs,
    load,
    report,
    now = Date.now,
  }: {
    /** 0: never copy, always count in the database. */
    maxAgeMs: number;
    load: () => Promise<CarFilterFacts[]>;
    report: (error: unknown) => void;
    now?: () => number;
  },
  changes: Pick<CarChanges, 'subscribe'>,
): CarCounts {
  let facts: CarFacts | undefined;
  let builtAt = 0;
  // Bumped by every change: a copy whose build started before the last change is not current.
  let generation = 0;
  let factsGeneration = -1;
  let building = false;
  let lastBuildStart = Number.NEGATIVE_INFINITY;
  // Stock is not among the columns copied: a checkout leaves the copy current.
  changes.subscribe((change) => {
    if (change.kind !== 'stock') generation++;
  });

  const build = () => {
    building = true;
    lastBuildStart = now();
    const startedAt = generation;
    load()
      .then((rows) => {
        facts = new CarFacts(rows);
        builtAt = lastBuildStart;
        factsGeneration = startedAt;
      })
      .catch(report)
      .finally(() => {
        building = false;
      });
  };

  return {
    read() {
      if (maxAgeMs <= 0) return undefined;
      const unchanged = facts !== undefined && factsGeneration === generation;
      if (unchanged && now() - builtAt < maxAgeMs) return facts;
      if (!building && now() - lastBuildStart >= MIN_BUILD_GAP_MS) build();
      // A copy past its age with no change heard since it was built keeps answering while its successor is
      // built: the age is the net for a lost notification, not a sign that anything changed.
      return unchanged && building ? facts : undefined;
    },
  };
}
