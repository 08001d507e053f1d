/**
 * The demo accounts seeded with the demo data. Their passwords are published (README), so while either is
 * unchanged the server keeps itself off the network (server.ts), and while the admin's is, it tells the admins
 * (modules/notices).
 */
export const DEMO_ACCOUNTS = [
  { name: 'Admin User', email: 'admin@example.com', password: 'admin12345', role: 'admin' },
  { name: 'Demo Customer', email: 'customer@example.com', password: 'customer12345', role: 'customer' },
] as const;

export const DEMO_ADMIN = DEMO_ACCOUNTS[0];
