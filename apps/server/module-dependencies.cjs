/**
 * Which modules each module may use, through their services (`service.ts`, `*.service.ts`). Listed so that a
 * module only uses modules listed before it: modules can never call each other in a circle
 * (apps/server/src/boundaries.unit.test.ts checks the order).
 */
const MODULE_DEPENDENCIES = {
  health: [],
  uploads: [],
  mail: [],
  sessions: [],
  audit: [],
  webhooks: [],
  users: ['sessions', 'audit'],
  auth: ['users', 'sessions', 'mail', 'audit'],
  notices: ['users'],
  cars: ['uploads', 'audit', 'webhooks'],
  orders: ['cars', 'users', 'mail', 'audit', 'webhooks'],
  stats: ['users', 'cars', 'orders'],
  payments: ['orders', 'audit', 'webhooks'],
  receipts: ['payments', 'orders', 'mail'],
  enquiries: ['auth', 'cars', 'orders', 'uploads', 'mail', 'audit', 'webhooks'],
  favourites: ['cars'],
  today: ['orders', 'payments', 'enquiries'],
  feeds: ['cars'],
  'saved-searches': ['cars'],
  alerts: ['cars', 'mail', 'favourites', 'saved-searches'],
};

module.exports = { MODULE_DEPENDENCIES };
