import type { AdminNotices } from '@carshop/contract/notices';
import type { Db } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../../lib/demo-accounts.ts';
import { isLoopback } from '../../lib/listen-host.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findCredentials } from '../users/service.ts';

/**
 * Whether the demo admin is still an active admin with the password the README publishes. It costs one
 * argon2 verification; a blocked or demoted demo account, or another password, is no danger.
 */
async function isDemoAdminPasswordLive(db: Db): Promise<boolean> {
  const account = await findCredentials(db, { email: DEMO_ADMIN.email });
  if (account?.role !== 'admin' || account.status !== 'active') return false;
  return verifyPassword(account.passwordHash, DEMO_ADMIN.password);
}

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * The seeded demo accounts that anyone can still sign in to with the password the README publishes (active,
 * the published password): while there is one, `npm start` keeps the shop off the network (server.ts). One
 * argon2 verification per account that exists.
 */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<DemoAccount[]> {
  const exposed: DemoAccount[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await findCredentials(db, { email: demo.email });
    if (account?.status === 'active' && (await verifyPassword(account.passwordHash, demo.password))) {
      exposed.push(demo);
    }
  }
  return exposed;
}

/**
 * What the admin dashboard's banner needs. `boundAddress` is the address the server listens on (undefined
 * while it does not listen, e.g. under app.inject: nothing outside the process can reach it then).
 */
export async function getAdminNotices(db: Db, boundAddress: string | undefined): Promise<AdminNotices> {
  return {
    demoAdminPassword: await isDemoAdminPasswordLive(db),
    listening: boundAddress === undefined || isLoopback(boundAddress) ? 'loopback' : 'network',
  };
}
