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
  users: ['sessions', 'audit'],
  auth: ['users', 'sessions', 'mail', 'audit'],
  notices: ['users'],
  cars: ['uploads', 'audit'],
  orders: ['cars', 'users', 'mail', 'audit'],
  stats: ['users', 'cars', 'orders'],
  payments: ['orders', 'audit'],
  receipts: ['payments', 'orders', 'mail'],
  enquiries: ['auth', 'cars', 'mail', 'audit'],
  favourites: ['cars'],
  today: ['orders', 'payments', 'enquiries'],
  feeds: ['cars'],
};

module.exports = { MODULE_DEPENDENCIES };
