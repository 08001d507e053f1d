/**
 * Plain values of the contract, free of zod so that the web app's first load does not pull in the schema
 * library for a list of categories or a message. The schema files build on these and re-export them.
 */

/** The generic message shown when the server gives none (spec §8). */
export const GENERIC_ERROR = 'Something went wrong';

/**
 * The API's 403 message for a blocked account (login, refresh, and any request with a token issued before the
 * block): the web app recognises it and shows the blocked page instead of a half-loaded dashboard. Here, among
 * the constants without Zod: the web app's shell reads it (lib/api.ts), and importing it from user.ts put all of
 * Zod and the user schemas in every page's first load.
 */
export const ACCOUNT_BLOCKED_MESSAGE = 'Your account is blocked';

/**
 * Query values that mean "not set": blank, and the strings `null` and `undefined`, which a client that appends
 * unset values as they are sends (`?category=null`: the specification's client with no category chosen; ADR 026).
 */
const UNSET_VALUES = ['', 'null', 'undefined'];

/** A query value that is missing, blank, `null` or `undefined` counts as absent. */
export const unsetToUndefined = (value: unknown) =>
  typeof value === 'string' && UNSET_VALUES.includes(value.trim()) ? undefined : value;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

export const CATEGORIES = ['Sedan', 'SUV', 'Truck', 'Coupe', 'Convertible'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Sort keys of GET /cars: `createdAt` is newest first (the default); a leading `-` means descending. */
export const CAR_SORTS = [
  'createdAt',
  '-createdAt',
  'price',
  '-price',
  'year',
  '-year',
  'mileage',
  '-mileage',
  // The latest price drop first (issue 32); cars never reduced after them, newest first.
  'priceDrop',
] as const;

/** A car's specifications (issue 21): the values a dealer's listing uses. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'CNG'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const CONDITIONS = ['New', 'Used'] as const;
export type Condition = (typeof CONDITIONS)[number];
/**
 * Which wheels the engine drives (issue 32): the codes a listing shows, each with its name (the catalogue's search
 * finds a car by either: "awd" and "all-wheel drive").
 */
export const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];
export const DRIVETRAIN_NAMES: Record<Drivetrain, string> = {
  FWD: 'Front-wheel drive',
  RWD: 'Rear-wheel drive',
  AWD: 'All-wheel drive',
  '4WD': 'Four-wheel drive',
};
/** A car's seats and doors (issue 32): a minibus has a dozen seats; a door count past six is a typo. */
export const MAX_SEATS = 12;
export const MAX_DOORS = 6;
/** A car's equipment (issue 32, "heated seats"): a free list of short items. */
export const MAX_EQUIPMENT_ITEMS = 40;
export const MAX_EQUIPMENT_ITEM_LENGTH = 60;
/**
 * What a car's specifications are when nobody gave them (a client of the specification, whose Add Car form has
 * none): the database's column defaults and the admin's Add Car form start from these.
 */
export const CAR_SPECIFICATION_DEFAULTS = {
  mileage: 0,
  fuelType: 'Petrol',
  transmission: 'Automatic',
  condition: 'New',
  color: null,
  vin: null,
} as const satisfies {
  mileage: number;
  fuelType: FuelType;
  transmission: Transmission;
  condition: Condition;
  color: null;
  vin: null;
};
/** Kilometres; a car past a million has no buyer here. */
export const MAX_MILEAGE = 2_000_000;
export type CarSort = (typeof CAR_SORTS)[number];

export const MIN_YEAR = 1886;
export const MAX_PRICE = 100_000_000;
/** The most cars of one model the shop can hold in stock. */
export const MAX_CAR_QUANTITY = 100_000;
/** How many pictures one car may have (issue 21); the first is its main picture. */
export const MAX_CAR_IMAGES = 10;
export const MAX_PAGE_SIZE = 100;
/** The highest page number a list accepts. */
export const MAX_PAGE = 100_000;
/** Catalogue defaults of the specification (§9). */
export const CATALOGUE_PAGE_SIZE = 6;
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 100_000;

/**
 * `sales` and `inventory` are staff (issue 30): they work in parts of the dashboard (`@carshop/contract/staff`),
 * and to the specification's client, which knows admin and customer only, they are not admins.
 */
export const ROLES = ['admin', 'sales', 'inventory', 'customer'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'sales', 'inventory'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaff = (user: { role?: string } | null | undefined): boolean =>
  (STAFF_ROLES as readonly string[]).includes(user?.role ?? '');
export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Any role other than admin is treated as a customer (spec §3). */
export const isAdmin = (user: { role?: string } | null | undefined) => user?.role === 'admin';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Who made an order's status change: its customer, an admin, or the shop itself (ORDER_PENDING_DAYS). */
export const ORDER_ACTORS = ['customer', 'admin', 'shop'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The customer-facing tracking steps (spec §2, display only). */
export const TRACK_STEPS = ['Pending', 'Processing', 'Shipped', 'Delivered'] as const;
/** At most this many of one car in one order (lines for the same car are added up first). */
export const MAX_LINE_QUANTITY = 10;
/** At most this many lines in one checkout. */
export const MAX_ORDER_LINES = 50;
/** GET /orders (admin) without `page`/`limit` answers page 1 of this size. */
export const ORDER_PAGE_SIZE = 20;
/** Rows per page of the admin's Car Management and Order Management tables. */
export const ADMIN_TABLE_PAGE_SIZE = 10;
/** Optional header of POST /orders: the same key and checkout from the same user place one order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long the server remembers an Idempotency-Key. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * What an enquiry is about (issue 22): a question about a car, a test drive of one, Contact Us, or a car the buyer
 * would trade in (issue 32).
 */
export const ENQUIRY_TYPES = ['question', 'test-drive', 'general', 'trade-in'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
/** Where the shop is with an enquiry: nobody has answered yet, the sender was answered, nothing more to do. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** What staff add to an enquiry's thread (issue 30): a reply mailed to the buyer, or a note the buyer never sees. */
export const ENQUIRY_ENTRY_KINDS = ['reply', 'note'] as const;
export type EnquiryEntryKind = (typeof ENQUIRY_ENTRY_KINDS)[number];
/** Where a test drive is (issue 30): asked for by the buyer, confirmed by the shop (maybe at another time), canceled. */
export const TEST_DRIVE_STATUSES = ['requested', 'confirmed', 'canceled'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];

/** How a buyer rates the car they would trade in (issue 32), best first. */
export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];
