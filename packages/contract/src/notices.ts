import { z } from 'zod';

/**
 * GET /api/admin/notices (admins): what the dashboard banner warns about.
 * - `demoAdminPassword`: the demo admin (admin@example.com) is an active admin whose password is still the
 *   published one (admin12345): anyone who can reach the shop can sign in as admin.
 * - `listening`: `loopback` when only this machine can reach the server, `network` otherwise.
 * Show the banner when `demoAdminPassword` is true; it is urgent when `listening` is `network` as well.
 */
export const adminNoticesSchema = z.object({
  demoAdminPassword: z.boolean(),
  listening: z.enum(['loopback', 'network']),
});
export type AdminNotices = z.infer<typeof adminNoticesSchema>;
