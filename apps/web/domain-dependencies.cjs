/**
 * Which domains each domain may use, through their public face (their top-level files). A table rather than a
 * "no cycles" check: it reads as the architecture, and any table of this shape that lists domains only before
 * their users is free of cycles by construction (apps/web/src/boundaries.test.ts checks that it is).
 */
const DOMAIN_DEPENDENCIES = {
  users: [],
  audit: ['users'],
  webhooks: [],
  enquiries: ['users'],
  catalogue: ['enquiries'],
  favourites: ['catalogue'],
  feeds: ['catalogue'],
  cart: ['catalogue'],
  orders: ['catalogue', 'cart', 'users', 'enquiries'],
  dashboard: ['catalogue', 'favourites', 'feeds', 'orders', 'users', 'enquiries', 'audit', 'webhooks'],
  auth: ['dashboard', 'users'],
  content: ['catalogue', 'enquiries'],
};

module.exports = { DOMAIN_DEPENDENCIES };
