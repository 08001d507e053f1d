import type pg from 'pg';
import { DEMO_CARS } from '../../apps/server/src/seed/demo-catalogue.ts';
import { CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from '../../packages/contract/src/constants.ts';

/**
 * `count` cars with the demo catalogue's brand, model and category triples, each with what the vehicle feeds
 * require, then `vacuum analyze` (as autovacuum would).
 */
export async function fillCars(client: pg.ClientBase, count: number) {
  // Real brand/model/category triples, spread over the rows; prices, years and ages vary per row.
  await client.query(
    `insert into cars (brand, model, year, price, category, description, quantity, created_at, updated_at,
                       mileage, fuel_type, transmission, condition, vin, color, image, images)
     select ($2::text[])[1 + i % $5], ($3::text[])[1 + i % $5], 2015 + i % 12, 15000 + (i * 7919) % 135000,
            ($4::text[])[1 + i % $5], 'Benchmark car ' || i, i % 7,
            now() - make_interval(mins => i), now() - make_interval(mins => i),
            (i * 7727) % 200000, ($6::text[])[1 + (i / 7) % 6], ($7::text[])[1 + (i / 3) % 2],
            ($8::text[])[1 + (i / 11) % 2],
            -- What the vehicle feeds require (ADR 064): a 17-character VIN, a colour and a picture.
            'BENCH' || lpad(i::text, 12, '0'), 'Silver', '/uploads/bench-' || i || '-960.webp',
            array['/uploads/bench-' || i || '-960.webp']
     from generate_series(1, $1::int) as i`,
    [
      count,
      DEMO_CARS.map((car) => car.brand),
      DEMO_CARS.map((car) => car.model),
      DEMO_CARS.map((car) => car.category),
      DEMO_CARS.length,
      FUEL_TYPES,
      TRANSMISSIONS,
      CONDITIONS,
    ],
  );
  // As autovacuum would have by now: statistics, and a visibility map that allows index-only counts.
  await client.query('vacuum analyze cars');
}
