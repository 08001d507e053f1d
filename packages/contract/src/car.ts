import { z } from 'zod';
import { pagedEnvelope, pageMetaSchema, pageQuerySchema, queryNumber, queryValue } from './api.ts';
import { CAR_SORTS, CATEGORIES, MAX_CAR_QUANTITY, MAX_PRICE, MIN_YEAR } from './constants.ts';
import { isStoredPictureUrl } from './images.ts';
import { text } from './text.ts';

export {
  CAR_SORTS,
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  type CarSort,
  type Category,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  MAX_CAR_QUANTITY,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MIN_YEAR,
} from './constants.ts';

export const categorySchema = z.enum(CATEGORIES, { error: 'Invalid category' });

const priceQuery = (name: string) =>
  queryNumber(name, z.number().min(0, `${name} must be 0 or more`).max(MAX_PRICE, `${name} is too high`));

export const carListQuerySchema = pageQuerySchema.extend({
  searchTerm: queryValue(text({ max: 100, tooLong: 'Search is too long' })),
  category: queryValue(categorySchema),
  minPrice: priceQuery('minPrice'),
  maxPrice: priceQuery('maxPrice'),
  sort: queryValue(z.enum(CAR_SORTS, { error: 'Unknown sort' })),
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const carSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  price: z.number(),
  image: z.string().nullable().optional(),
  category: categorySchema,
  description: z.string(),
  quantity: z.number().int(),
  inStock: z.boolean(),
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

const yearSchema = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(MIN_YEAR, 'Year must be 1886 or later')
  .refine((year) => year <= currentYear(), 'Year cannot be in the future');

/**
 * Body of POST /cars; also the Add New Car form (spec §5 messages). Unknown keys (`_id`, `inStock`,
 * `createdAt`...) are dropped: ids and times are the server's, and `inStock` always follows the quantity.
 */
export const carCreateSchema = z.object({
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
});
export type CarCreate = z.infer<typeof carCreateSchema>;

/**
 * Body of PUT /cars/{id}: any car field; a quantity of 0 marks the car out of stock, `image: null` removes the
 * picture. At least one known field ('Nothing to update').
 */
export const carUpdateSchema = carCreateSchema
  .extend({
    quantity: z
      .number({ error: 'Quantity must be a positive number' })
      .int('Quantity must be a whole number')
      .min(0, 'Quantity cannot be negative')
      .max(MAX_CAR_QUANTITY, 'Quantity is too high'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type CarUpdate = z.infer<typeof carUpdateSchema>;
