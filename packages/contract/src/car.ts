import { z } from 'zod';
import { pagedEnvelope, pageMetaSchema } from './api.ts';
import {
  CATEGORIES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  MAX_CAR_IMAGES,
  MAX_CAR_QUANTITY,
  MAX_DOORS,
  MAX_EQUIPMENT_ITEM_LENGTH,
  MAX_EQUIPMENT_ITEMS,
  MAX_MILEAGE,
  MAX_PRICE,
  MAX_SEATS,
  MIN_YEAR,
  TRANSMISSIONS,
} from './constants.ts';
import { isStoredPictureUrl } from './images.ts';
import { text } from './text.ts';
import { normalizeVin, vinShapeProblem } from './vin-shape.ts';

// The catalogue's query and facets (their schemas are catalogue-query-schema.ts, which the server reads).
export {
  type CarFacets,
  type CarFacetsQuery,
  type CarListQuery,
  carFacetsQuerySchema,
  carFacetsSchema,
  carListQuerySchema,
} from './catalogue-query-schema.ts';
export {
  CAR_SORTS,
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  type CarSort,
  type Category,
  CONDITIONS,
  type Condition,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DRIVETRAIN_NAMES,
  DRIVETRAINS,
  type Drivetrain,
  FUEL_TYPES,
  type FuelType,
  MAX_CAR_QUANTITY,
  MAX_MILEAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MIN_YEAR,
  TRANSMISSIONS,
  type Transmission,
} from './constants.ts';

export const categorySchema = z.enum(CATEGORIES, { error: 'Invalid category' });
export const fuelTypeSchema = z.enum(FUEL_TYPES, {
  error: `Fuel type must be one of: ${FUEL_TYPES.join(', ')}`,
});
export const transmissionSchema = z.enum(TRANSMISSIONS, {
  error: `Transmission must be one of: ${TRANSMISSIONS.join(', ')}`,
});
export const conditionSchema = z.enum(CONDITIONS, {
  error: `Condition must be one of: ${CONDITIONS.join(', ')}`,
});
export const drivetrainSchema = z.enum(DRIVETRAINS, {
  error: `Drivetrain must be one of: ${DRIVETRAINS.join(', ')}`,
});

const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

/** What separates two equipment items in a CSV cell (as `|` separates pictures): an item cannot hold it. */
export const EQUIPMENT_SEPARATOR = '|';

/**
 * A car's equipment (issue 32): short items ("heated seats"), each once whatever its case, at most
 * MAX_EQUIPMENT_ITEMS. Blank items are dropped (an empty line of the form).
 */
export const equipmentSchema = z
  .array(
    text({
      max: MAX_EQUIPMENT_ITEM_LENGTH,
      tooLong: `An equipment item must be at most ${MAX_EQUIPMENT_ITEM_LENGTH} characters`,
    }).refine(
      (item) => !item.includes(EQUIPMENT_SEPARATOR),
      `An equipment item cannot contain ${EQUIPMENT_SEPARATOR}`,
    ),
    { error: 'Equipment must be a list of items' },
  )
  .transform((items) => items.filter((item) => item !== ''))
  .pipe(
    z
      .array(z.string())
      .max(MAX_EQUIPMENT_ITEMS, `A car can list at most ${MAX_EQUIPMENT_ITEMS} equipment items`)
      .refine(
        (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
        'The same equipment item is listed twice',
      ),
  );

/** Kilometres on the odometer. */
const mileageSchema = z
  .number({ error: 'Mileage must be a number' })
  .int('Mileage must be a whole number')
  .min(0, 'Mileage cannot be negative')
  .max(MAX_MILEAGE, 'Mileage is too high');

/**
 * A vehicle identification number (issue 31, ADR 062), in capitals: letters and digits, checked here as far as it
 * can be without the car's year; `withVinCheck` (car-create.ts) checks it against the year.
 */
const vinSchema = text({ max: 17, tooLong: 'VIN must be 17 characters at most' })
  .transform(normalizeVin)
  .superRefine((vin, context) => {
    const problem = vin === '' ? null : vinShapeProblem(vin);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * GET /cars/vin/{vin}: what a valid VIN says, for the car forms to fill in. `source`: `vpic` when NHTSA's vPIC
 * decoded it (VIN_DECODER_URL), `offline` when it was read from the VIN itself (year and maker only).
 */
export const vinDecodingSchema = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  source: z.enum(['vpic', 'offline']),
});
export type VinDecoding = z.infer<typeof vinDecodingSchema>;

/** The dealer's stock number: letters, digits and `-_./#`, starting with a letter or digit, at most 40. */
const STOCK_NUMBER_MESSAGE = 'Stock number must be letters and digits (and - _ . / #), at most 40';
const stockNumberSchema = text({ max: 40, tooLong: STOCK_NUMBER_MESSAGE }).pipe(
  z.string().regex(/^(?:[A-Za-z0-9][A-Za-z0-9\-_./#]*)?$/, STOCK_NUMBER_MESSAGE),
);

export const carSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  price: z.number(),
  image: z.string().nullable().optional(),
  /** Every picture in the admin's order (issue 21); `image` is the first, or null without any. */
  images: z.array(z.string()),
  category: categorySchema,
  description: z.string(),
  quantity: z.number().int(),
  inStock: z.boolean(),
  /** Specifications (issue 21): kilometres, fuel, gearbox, new or used, colour, and the VIN when known. */
  mileage: z.number().int(),
  fuelType: fuelTypeSchema,
  transmission: transmissionSchema,
  condition: conditionSchema,
  color: z.string().nullable(),
  vin: z.string().nullable(),
  /** The dealer's own stock number (issue 31), unique when given: what the CSV import matches cars by, beside the VIN. */
  stockNumber: z.string().nullable(),
  /**
   * Issue 32: the car's last price change, when it was a drop within the shop's PRICE_DROP_DAYS: the price
   * before it and when (the car page's "Reduced by", the cards' "Price drop"). Absent or null otherwise.
   */
  priceDrop: z.object({ from: z.number(), at: z.string() }).nullable().optional(),
  /** Features (issue 32): which wheels are driven, seats and doors (each null when not given), and equipment. */
  drivetrain: drivetrainSchema.nullable(),
  seats: z.number().int().nullable(),
  doors: z.number().int().nullable(),
  equipment: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/**
 * GET /cars meta: the page meta and, when the query has a `maxPrice`, `aboveMaxPrice`: how many cars match
 * everything else but cost more (the catalogue offers to show them, so no car silently vanishes).
 */
export const carListMetaSchema = pageMetaSchema.extend({ aboveMaxPrice: z.number().int().optional() });
export type CarListMeta = z.infer<typeof carListMetaSchema>;
export const carListResponseSchema = pagedEnvelope(carSchema).extend({ meta: carListMetaSchema });

/** The car as an order line remembers it (a snapshot, so a later price change or delete does not rewrite history). */
export const carSummarySchema = carSchema.pick({
  _id: true,
  brand: true,
  model: true,
  year: true,
  category: true,
  price: true,
  image: true,
});
export type CarSummary = z.infer<typeof carSummarySchema>;

const currentYear = () => new Date().getFullYear();

export const IMAGE_NOT_OURS = 'Image must be a picture uploaded to this shop';

/**
 * A car's image is a picture uploaded to this shop (`data.display_url` of POST /uploads: `/uploads/<name>-960.webp`),
 * never an outside URL: the pages' CSP allows images from the shop itself only (ADR 012). The server also
 * checks that the picture exists.
 */
export const imageUrlSchema = text({ max: 500 }).refine(isStoredPictureUrl, IMAGE_NOT_OURS);

export const CAR_IMAGE_MESSAGES = {
  tooMany: `A car can have at most ${MAX_CAR_IMAGES} pictures`,
  twice: 'The same picture is listed twice',
  notFirst: 'Image must be the first of images',
} as const;

/** A car's pictures in order, the first being the main one: each once, at most MAX_CAR_IMAGES. */
export const carImagesSchema = z
  .array(imageUrlSchema, { error: 'Images must be a list of pictures' })
  .max(MAX_CAR_IMAGES, CAR_IMAGE_MESSAGES.tooMany)
  .refine((images) => new Set(images).size === images.length, CAR_IMAGE_MESSAGES.twice);

const yearSchema = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(MIN_YEAR, 'Year must be 1886 or later')
  .refine((year) => year <= currentYear(), 'Year cannot be in the future');

/**
 * The fields of POST /cars; also the Add New Car form (spec §5 messages). Unknown keys (`_id`, `inStock`,
 * `createdAt`...) are dropped: ids and times are the server's, and `inStock` always follows the quantity.
 * The body itself, with the VIN checked against the year, is `carCreateSchema` (car-create.ts).
 */
export const carFieldsSchema = z.object({
  brand: text({ max: 60, required: 'Brand is required' }),
  model: text({ max: 60, required: 'Model is required' }),
  year: yearSchema,
  price: z
    .number({ error: 'Price must be a positive number' })
    .positive('Price must be a positive number')
    .min(0.01, 'Price must be at least 0.01')
    .max(MAX_PRICE, 'Price is too high')
    // Money is kept in cents (money.ts): a price between two cents would be stored as another price.
    .refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      'Price can have at most two decimals',
    ),
  category: categorySchema,
  description: text({ max: 2000, required: 'Description is required', multiline: true }),
  quantity: z
    .number({ error: 'Quantity must be a positive number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_CAR_QUANTITY, 'Quantity is too high'),
  image: imageUrlSchema.nullable().optional(),
  // Every picture, in order (issue 21). Without it, `image` is the car's one picture (a spec client); with
  // it, `image` may be left out or must be its first.
  images: carImagesSchema.optional(),
  // Specifications (issue 21): optional, so a client of the specification that sends none still creates a car
  // (then new, petrol, automatic, 0 km; no colour or VIN).
  mileage: mileageSchema.optional(),
  fuelType: fuelTypeSchema.optional(),
  transmission: transmissionSchema.optional(),
  condition: conditionSchema.optional(),
  color: text({ max: 40, tooLong: 'Colour must be at most 40 characters' }).nullable().optional(),
  vin: vinSchema.nullable().optional(),
  stockNumber: stockNumberSchema.nullable().optional(),
  // Features (issue 32): optional too; null clears one.
  drivetrain: drivetrainSchema.nullable().optional(),
  seats: count('Seats', 1, MAX_SEATS).nullable().optional(),
  doors: count('Doors', 0, MAX_DOORS).nullable().optional(),
  equipment: equipmentSchema.optional(),
});
export type CarCreate = z.infer<typeof carFieldsSchema>;

/**
 * Body of PUT /cars/{id}: any car field; a quantity of 0 marks the car out of stock, `image: null` removes the
 * picture. At least one known field ('Nothing to update').
 */
export const stockQuantitySchema = z
  .number({ error: 'Quantity must be a positive number' })
  .int('Quantity must be a whole number')
  .min(0, 'Quantity cannot be negative')
  .max(MAX_CAR_QUANTITY, 'Quantity is too high');

export const carUpdateSchema = carFieldsSchema
  .extend({ quantity: stockQuantitySchema })
  .partial()
  // The VIN against the year is the server's to check: it knows the stored ones (a VIN and year sent back as
  // they are stay, ADR 062).
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type CarUpdate = z.infer<typeof carUpdateSchema>;
