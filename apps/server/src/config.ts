import type { z } from 'zod';
import { configSchema, settingGroups } from './config/settings.ts';
import { isLoopback } from './lib/listen-host.ts';

/**
 * The only place that reads process.env. Everything else receives a Config. The settings themselves, each
 * written once, are config/settings.ts and the files it imports.
 */

/** The settings as read from the environment. `jwtSecret` may still be missing (embedded database). */
export type EnvConfig = z.output<typeof configSchema>;

/** What the app is built with: by then the JWT secret is always known (see lib/jwt-secret.ts). */
export type Config = Omit<EnvConfig, 'jwtSecret'> & { jwtSecret: string };

/** An S3-compatible bucket for the pictures (the S3_* settings). */
export type S3Settings = Extract<EnvConfig['pictures'], { store: 's3' }>['s3'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  // `DATABASE_URL=` in a shell or an env file means "not set", not "set to an invalid value".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // Every group reads the whole environment (each picks its own names).
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.keys(settingGroups).map((group) => [group, set])),
  );
  if (!parsed.success) {
    const details = parsed.error.issues
      // The group's name is not the operator's: a setting's own path, or none for a rule across settings.
      .map(({ path, message }) => (path.length > 1 ? `${path.slice(1).join('.')}: ${message}` : message))
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  return parsed.data;
}

/** Every setting the shop reads, with its schema: README's table is checked against it. */
export const settings = (): Record<string, z.ZodType> =>
  Object.assign({}, ...Object.values(settingGroups).map((group) => group.in.shape));

/** Settings that work but are probably not what the operator meant; the server prints them at start. */
export function configWarnings(config: Pick<EnvConfig, 'trustProxy' | 'publicUrl' | 'mail'>): string[] {
  const warnings: string[] = [];
  if (config.mail.smtpUrl && !config.publicUrl)
    warnings.push(
      'SMTP_URL is set without PUBLIC_URL: links in mail (order pages, password resets) point at ' +
        "http://localhost, which your customers cannot open. Set PUBLIC_URL to the shop's address.",
    );
  if (config.mail.smtpUrl && !config.mail.shopEmail)
    warnings.push(
      "SMTP_URL is set without SHOP_EMAIL: buyers' questions, test-drive requests and Contact Us messages are " +
        "mailed to MAIL_FROM's address, often a no-reply box. Set SHOP_EMAIL to the address that answers them.",
    );
  if (config.trustProxy !== false && !config.publicUrl)
    warnings.push(
      'TRUST_PROXY is set without PUBLIC_URL: page links, robots.txt and the sitemap name the host the proxy ' +
        "forwards (X-Forwarded-Host), so the proxy must set it itself. Set PUBLIC_URL to the shop's address.",
    );
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes the leftmost X-Forwarded-For address, which the client writes itself: any ' +
        'client can pick the address the login and sign-up limits count. Set TRUST_PROXY to the number of ' +
        'proxies in front of the server (usually 1) or to their addresses.',
    );
  return warnings;
}

/**
 * Once the listening address is known (server.ts): TRUST_PROXY as a hop count believes the last addresses of
 * X-Forwarded-For whoever sends them, so a client that reaches the server without the proxy writes its own and
 * picks the address the login and sign-up limits count.
 */
export function exposureWarnings(config: Pick<EnvConfig, 'trustProxyHops'>, host: string): string[] {
  if (config.trustProxyHops === undefined || isLoopback(host)) return [];
  return [
    `TRUST_PROXY=${config.trustProxyHops} believes X-Forwarded-For from any client, and the server listens on ` +
      `${host || 'every interface'}, where clients may reach it without the proxy and pick the address the login ` +
      'and sign-up limits count. Listen where only the proxy reaches (HOST=127.0.0.1 or a private address), ' +
      "firewall the port, or set TRUST_PROXY to the proxies' addresses instead.",
  ];
}
