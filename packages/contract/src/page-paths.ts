/**
 * The web app's pages that the server names too (in its mails), written once (ADR 044): the web's route registry
 * reads the patterns, the mails and the web's links call the builders, so the two cannot drift apart.
 */
export const PAGE_PATHS = {
  product: '/products/:productId',
  resetPassword: '/reset-password',
  orderDetail: '/dashboard/order/:orderId',
  dashboardEnquiries: '/dashboard/enquiries',
  myEnquiries: '/dashboard/my-enquiries',
  verifyEmail: '/verify-email',
  checkoutReturn: '/checkout/return',
  tradeIn: '/trade-in',
  catalogue: '/all-product',
  savedCars: '/dashboard/saved',
  savedSearches: '/dashboard/searches',
  unsubscribe: '/unsubscribe',
} as const;

/** /all-product?{query}: the catalogue with a saved search's filter (its query string as saved). */
export const cataloguePage = (query = '') =>
  query ? `${PAGE_PATHS.catalogue}?${query}` : PAGE_PATHS.catalogue;

/** The fragment parameter of the unsubscribe page that carries the mailed token (ADR 071). */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';

/**
 * /unsubscribe#token=…: the alert mail's link (ADR 071). Opening it changes nothing (mail scanners open links): the
 * page says what it stops and its button asks the API to. The token rides in the fragment, out of request logs.
 */
export const unsubscribePage = (token: string) =>
  `${PAGE_PATHS.unsubscribe}#${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The name under which the reset page's address (its fragment; once its query) carries the mailed token. */
export const RESET_TOKEN_PARAM = 'token';

/** /products/{id}: a car's page. */
export const productPage = (id: string) => PAGE_PATHS.product.replace(':productId', encodeURIComponent(id));

/** /trade-in, or /trade-in?car={id} with the car the buyer wants filled in (issue 32). */
export const tradeInPage = (carId?: string) =>
  carId ? `${PAGE_PATHS.tradeIn}?car=${encodeURIComponent(carId)}` : PAGE_PATHS.tradeIn;

/** /dashboard/order/{id}: one order's page (the confirmation, the receipt). */
export const orderPage = (id: string) => PAGE_PATHS.orderDetail.replace(':orderId', encodeURIComponent(id));

/**
 * /reset-password#token=…: the mailed link that sets a new password. The token travels in the fragment, which a
 * browser never sends: no server's or proxy's request log can keep it (ADR 032). Older links carried it in the
 * query (`?token=…`); the page still reads those and moves the token into the fragment.
 */
export const resetPasswordPage = (token: string) =>
  `${PAGE_PATHS.resetPassword}#${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The fragment parameter of the verification page that carries the mailed token. */
export const VERIFY_TOKEN_PARAM = 'token';

/**
 * /verify-email#token=…: the mailed link that proves the account's email. The token travels in the fragment, which
 * browsers never send: it stays out of every request log and proxy (ADR 048).
 */
export const verifyEmailPage = (token: string) =>
  `${PAGE_PATHS.verifyEmail}#${VERIFY_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The placeholder Stripe fills in with the hosted page's session id when it sends the buyer back. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Where the provider's hosted payment page sends the buyer back (ADR 054): `/checkout/return?order=…&session_id=…`
 * after paying, `/checkout/return?order=…&canceled=1` after "Back" or "Cancel".
 */
export const checkoutReturnPages = (orderId: string) => {
  const order = `${PAGE_PATHS.checkoutReturn}?order=${encodeURIComponent(orderId)}`;
  return { success: `${order}&session_id=${SESSION_ID_PLACEHOLDER}`, cancel: `${order}&canceled=1` };
};
