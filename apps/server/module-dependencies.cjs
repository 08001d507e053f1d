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
  users: ['sessions'],
  auth: ['users', 'sessions', 'mail'],
  notices: ['users'],
  cars: ['uploads'],
  orders: ['cars', 'users', 'mail'],
  stats: ['users', 'cars', 'orders'],
  payments: ['orders'],
  receipts: ['payments', 'orders', 'mail'],
  enquiries: ['auth', 'cars', 'mail'],
  favourites: ['cars'],
};

module.exports = { MODULE_DEPENDENCIES };
