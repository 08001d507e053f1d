import { ROLES, type Role } from '@carshop/contract/constants';
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

const SIGNED_IN = ROLES;
const ADMIN = ['admin'] as const satisfies readonly Role[];
/** Leads (enquiries, test drives) and orders with their statuses; the cars read-only. */
const SALES = ['admin', 'sales'] as const satisfies readonly Role[];
/** The cars, their pictures and prices; no users, no orders. */
const INVENTORY = ['admin', 'inventory'] as const satisfies readonly Role[];
const NOBODY = [] as const satisfies readonly Role[];

export const POLICIES = {
  readPages: { does: 'read the web pages, the sitemap and robots.txt', anyone: true },
  readApiDocs: { does: 'read the API documentation', anyone: true },
  readHealth: { does: 'ask whether the server is up and ready', anyone: true },
  readPictures: { does: "read the cars' pictures", anyone: true },
  browseCatalogue: { does: 'list, filter and read cars', anyone: true },
  register: { does: 'create an account', anyone: true },
  signIn: { does: 'log in, refresh a session, log out', anyone: true },
  recoverAccount: { does: 'ask for a password reset link, and use it', anyone: true },
  verifyEmail: { does: "confirm an account's email with the mailed link", anyone: true },
  readOpeningHours: { does: "read the shop's opening hours and a car's free test-drive times", anyone: true },
  sendEnquiry: { does: 'ask about a car, book a test drive, write to the shop', anyone: 'identify' },

  placeOrder: { does: 'check out', roles: SIGNED_IN },
  orderPastFairUseCap: {
    does: 'hold more cars in open orders than the fair-use caps (MAX_OPEN_UNITS_PER_*)',
    roles: ADMIN,
  },
  readOrder: { does: 'read an order with its history', roles: SALES, owner: 'record' },
  readUserOrders: { does: "read a user's orders", roles: SALES, owner: 'record' },
  readOrderChangers: { does: "see who changed an order's status", roles: SALES },
  cancelOrder: { does: 'cancel an order while it is pending', roles: NOBODY, owner: 'record' },
  listOrders: { does: 'list every order', roles: SALES },
  changeOrderStatus: { does: "change an order's status", roles: SALES },
  payOrder: {
    does: 'pay for their own order online (when the shop takes payments)',
    roles: NOBODY,
    owner: 'record',
  },
  refundPayments: { does: 'give back what a buyer paid online for an order', roles: ADMIN },
  readReceipts: { does: "list and download an order's receipts", roles: ADMIN, owner: 'record' },
  receivePaymentEvents: {
    does: "tell the shop what was paid (the payment provider's signed events)",
    anyone: true,
  },

  manageFavourites: { does: 'keep a list of saved cars (their own)', roles: SIGNED_IN },
  listEnquiries: { does: 'list enquiries (sales every one, a customer their own)', roles: SIGNED_IN },
  readEveryEnquiry: { does: "read everyone's enquiries", roles: SALES },
  readEnquiry: { does: 'read an enquiry', roles: SALES, owner: 'record' },
  answerEnquiry: { does: "change an enquiry's status", roles: SALES },
  replyToEnquiry: { does: 'reply to an enquiry (mailed to the buyer)', roles: SALES },
  noteOnEnquiry: { does: 'add an internal note to an enquiry (staff only)', roles: SALES },
  readEnquiryNotes: { does: "read enquiries' internal notes", roles: SALES },
  scheduleTestDrive: { does: 'confirm, move or cancel a test drive (the buyer is mailed)', roles: SALES },

  readUser: { does: "read a user's account", roles: ADMIN, owner: 'path' },
  updateUser: { does: "change a user's name", roles: ADMIN, owner: 'path' },
  changeUserStatus: { does: 'block or unblock a user', roles: ADMIN },
  changeUserRole: { does: "change a user's role (staff or customer)", roles: ADMIN },
  inviteStaff: { does: 'invite a staff member by email', roles: ADMIN },
  changePassword: { does: 'change their own password', roles: NOBODY, owner: 'path' },
  askForVerificationMail: { does: 'ask for a new link to confirm their own email', roles: SIGNED_IN },
  listUsers: { does: 'list every user', roles: ADMIN },

  manageCars: { does: 'add, edit and delete cars', roles: INVENTORY },
  uploadPictures: { does: 'upload car pictures', roles: INVENTORY },
  readStats: { does: 'read the overview figures, charts and notices', roles: ADMIN },
  readAudit: { does: 'read and export the audit log of staff writes', roles: ADMIN },
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
