import { ROLES, type Role, STAFF_ROLES } from '@carshop/contract/constants';
import type { AuthUser } from './auth-user.ts';

/**
 * Who may do what, in one table keyed by action (ADR 044). Every route names its action
 * (`config: { policy: 'cancelOrder' }`); the auth plugin refuses a route that names none and builds the route's
 * guard from its row, and the services ask the named functions below about the thing itself (an order, an
 * enquiry). docs/permissions.md shows the table, checked against it by `policies.api.test.ts`, which also tries
 * every route as every kind of user. Staff roles (issue 30, ADR 055) are entries in the rows' `roles`: `sales` works
 leads and orders, `inventory` the cars; the dashboard's parts (`@carshop/contract/staff`) name the same roles.
 */
export type Policy =
  | {
      does: string;
      /** Visitors too. `identify`: a token that is sent must be good, and the action remembers the user. */
      anyone: true | 'identify';
    }
  | {
      does: string;
      /** These roles may always do it. */
      roles: readonly Role[];
      /**
       * Who else may: the user the path's `:id` names (the route's guard answers anyone else 403), or the owner
       * of the record (the service answers anyone else 404, so nobody learns that it exists).
       */
      owner?: 'path' | 'record';
    };

/** A row for `roles`; with `owner`, also for the record's owner or the path's user (see `Policy`). */
const rowFor =
  (roles: readonly Role[]) =>
  (
    does: string,
    owner?: 'path' | 'record',
  ): { does: string; roles: readonly Role[]; owner?: 'path' | 'record' } =>
    owner ? { does, roles, owner } : { does, roles };
const anyone = (does: string, who: true | 'identify' = true) => ({ does, anyone: who });
const signedIn = rowFor(ROLES);
const admins = rowFor(['admin']);
/** Leads (enquiries, test drives) and orders with their statuses; the cars read-only. */
const sales = rowFor(['admin', 'sales']);
/** The cars, their pictures and prices; no users, no orders. */
const inventory = rowFor(['admin', 'inventory']);
/** Every staff role: each sees of Today the lists its other rows let it act on. */
const staff = rowFor(STAFF_ROLES);
/** The owner's own act, nobody else's (cancel, pay). */
const onlyTheOwner = rowFor([]);

export const POLICIES = {
  readPages: anyone('read the web pages, the sitemap and robots.txt'),
  readFeeds: anyone("read the vehicle feeds for Google's and Meta's listings"),
  readApiDocs: anyone('read the API documentation'),
  readHealth: anyone('ask whether the server is up and ready'),
  readPictures: anyone("read the cars' pictures"),
  browseCatalogue: anyone('list, filter and read cars'),
  register: anyone('create an account'),
  signIn: anyone('log in, refresh a session, log out'),
  recoverAccount: anyone('ask for a password reset link, and use it'),
  verifyEmail: anyone("confirm an account's email with the mailed link"),
  unsubscribeFromAlerts: anyone('stop alert mails with the link mailed in them (RFC 8058, no session)'),
  readOpeningHours: anyone("read the shop's opening hours and a car's free test-drive times"),
  sendEnquiry: anyone('ask about a car, book a test drive, write to the shop', 'identify'),
  sendTradeIn: anyone('ask what their car is worth as a trade-in, with photos', 'identify'),

  placeOrder: signedIn('check out'),
  orderPastFairUseCap: admins('hold more cars in open orders than the fair-use caps (MAX_OPEN_UNITS_PER_*)'),
  readOrder: sales('read an order with its history', 'record'),
  readUserOrders: sales("read a user's orders", 'record'),
  readOrderChangers: sales("see who changed an order's status"),
  cancelOrder: onlyTheOwner('cancel an order while it is pending', 'record'),
  listOrders: sales('list every order'),
  changeOrderStatus: sales("change an order's status"),
  payOrder: onlyTheOwner('pay for their own order online (when the shop takes payments)', 'record'),
  refundPayments: admins('give back what a buyer paid online for an order'),
  readReceipts: admins("list and download an order's receipts", 'record'),
  receivePaymentEvents: anyone("tell the shop what was paid (the payment provider's signed events)"),

  manageFavourites: signedIn('keep a list of saved cars (their own)'),
  manageSavedSearches: signedIn('keep saved searches (their own)'),
  listEnquiries: signedIn('list enquiries (sales every one, a customer their own)'),
  readEveryEnquiry: sales("read everyone's enquiries"),
  readEnquiry: sales('read an enquiry', 'record'),
  answerEnquiry: sales("change an enquiry's status"),
  replyToEnquiry: sales('reply to an enquiry (mailed to the buyer)'),
  noteOnEnquiry: sales('add an internal note to an enquiry (staff only)'),
  readEnquiryNotes: sales("read enquiries' internal notes"),
  scheduleTestDrive: sales('confirm, move or cancel a test drive (the buyer is mailed)'),
  offerForTradeIn: sales('answer a trade-in with an offer valid until a day (the buyer is mailed)'),
  acceptTradeIn: onlyTheOwner('accept a trade-in offer and put it on their order', 'record'),

  readUser: admins("read a user's account", 'path'),
  updateUser: admins("change a user's name", 'path'),
  changeUserStatus: admins('block or unblock a user'),
  changeUserRole: admins("change a user's role (staff or customer)"),
  inviteStaff: admins('invite a staff member by email'),
  changePassword: onlyTheOwner('change their own password', 'path'),
  askForVerificationMail: signedIn('ask for a new link to confirm their own email'),
  listUsers: admins('list every user'),

  manageCars: inventory('add, edit and delete cars'),
  readFeedProblems: inventory('read which cars the vehicle feeds leave out, and why'),
  uploadPictures: inventory('upload car pictures'),
  importCars: inventory('import cars from a CSV file (a preview, then all or nothing)'),
  exportCars: admins('export the cars as CSV'),
  exportOrders: admins('export the orders as CSV'),
  readStats: admins('read the overview figures, charts and notices'),
  readToday: staff('read what needs doing today (each role the lists of its own work)'),
  readAudit: admins('read and export the audit log of staff writes'),
  manageWebhooks: admins(
    'add, change, turn off and on, and remove webhook endpoints, read their delivery log, send a delivery again',
  ),
} as const satisfies Record<string, Policy>;

export type Action = keyof typeof POLICIES;

export const isAction = (name: unknown): name is Action =>
  typeof name === 'string' && Object.hasOwn(POLICIES, name);

/** Who is asking: a signed-in user, or a visitor (null). */
export type Actor = Pick<AuthUser, 'id' | 'role'> | null;

/** The one rule every named function below applies: the row's roles, then its owner. */
export function allows(action: Action, actor: Actor, ownerId?: string | null): boolean {
  const policy: Policy = POLICIES[action];
  if ('anyone' in policy) return true;
  if (!actor) return false;
  if (policy.roles.includes(actor.role)) return true;
  return policy.owner !== undefined && ownerId != null && actor.id === ownerId;
}

type Owned = { userId: string | null };
type Signed = Pick<AuthUser, 'id' | 'role'>;

export const canOrderPastFairUseCap = (actor: Signed) => allows('orderPastFairUseCap', actor);
export const canReadOrder = (actor: Signed, order: Owned) => allows('readOrder', actor, order.userId);
export const canReadUserOrders = (actor: Signed, userId: string) => allows('readUserOrders', actor, userId);
export const canReadOrderChangers = (actor: Signed) => allows('readOrderChangers', actor);
export const canCancelOrder = (actor: Signed, order: Owned) => allows('cancelOrder', actor, order.userId);
export const canPayOrder = (actor: Signed, order: Owned) => allows('payOrder', actor, order.userId);
export const canReadReceipts = (actor: Signed, order: Owned) => allows('readReceipts', actor, order.userId);
export const canReadEveryEnquiry = (actor: Signed) => allows('readEveryEnquiry', actor);
export const canReadEnquiry = (actor: Signed, enquiry: Owned) => allows('readEnquiry', actor, enquiry.userId);
export const canReadEnquiryNotes = (actor: Signed) => allows('readEnquiryNotes', actor);
export const canChangeUserStatus = (actor: Signed) => allows('changeUserStatus', actor);
export const canChangeUserRole = (actor: Signed) => allows('changeUserRole', actor);
