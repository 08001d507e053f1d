import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '@carshop/contract/webhook';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (ADR 066): the admin types the address, and the shop's server connects to it, so an
 * address inside the shop's network (its database, a cloud's metadata service at 169.254.169.254, a router) would
 * let whoever holds an admin account reach it. Only public unicast addresses pass: ipaddr.js names every other
 * range (loopback, private, link-local, CGNAT, multicast, unspecified, broadcast, reserved, IPv6 unique-local,
 * IPv4-mapped, 6to4, Teredo, NAT64, ...), so a range this list forgot cannot slip through. WEBHOOKS_ALLOW_PRIVATE
 * turns the rule off (tests, a receiver on the shop's own network).
 */

export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

/** Why `address` (an IP) may not be sent to, or null when it is a public unicast address. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const range = ipaddr.parse(address).range();
  return range === 'unicast' ? null : `${address} is a ${range} address, not a public one`;
}

/** The URL's host as an IP or a name: `[::1]` loses its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The checks that need no DNS: http or https, a host, no user name or password in it. */
export function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RefusedAddressError(WEBHOOK_MESSAGES.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw new RefusedAddressError(WEBHOOK_MESSAGES.badUrl);
  if (url.username || url.password) throw new RefusedAddressError(WEBHOOK_MESSAGES.credentials);
  return url;
}

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * The address as the admin registers it: every address its name resolves to must be public (one private
 * address among public ones is refused: the connection could pick it). Throws RefusedAddressError saying why.
 */
export async function checkWebhookUrl(
  value: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<URL> {
  const url = parseWebhookUrl(value);
  if (allowPrivate) return url;
  const host = hostOf(url);
  if (net.isIP(host)) {
    const refused = refusedAddress(host);
    if (refused) throw new RefusedAddressError(`Webhooks are not sent to internal addresses: ${refused}`);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    throw new RefusedAddressError(`The host ${host} could not be found`);
  }
  for (const { address } of addresses) {
    const refused = refusedAddress(address);
    if (refused)
      throw new RefusedAddressError(`Webhooks are not sent to internal addresses: ${host} is ${refused}`);
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` the sender's socket connects through: the name is resolved once, every address checked, and the
 * socket connects to the addresses checked here, so a name that answers a public address to the check and a
 * private one to the connection (DNS rebinding) gains nothing. An IP literal never reaches a lookup (Node connects
 * to it as it is): the sender checks those itself before each attempt.
 */
export function guardedLookup({ allowPrivate }: { allowPrivate: boolean }) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (!allowPrivate) {
        for (const { address } of list) {
          const refused = refusedAddress(address);
          if (refused)
            return callback(
              new RefusedAddressError(`Not sent to an internal address: ${hostname} is ${refused}`),
              '',
            );
        }
      }
      if (list.length === 0)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
