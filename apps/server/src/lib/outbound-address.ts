import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the shop's server may connect to at an address someone typed (ADR 066's webhooks, ADR 063's pictures by
 * web address): an address inside the shop's network (its database, a cloud's metadata service at 169.254.169.254,
 * a router) would let whoever types the address reach it. Only public unicast addresses pass: ipaddr.js names every
 * other range (loopback, private, link-local, CGNAT, multicast, unspecified, broadcast, reserved, IPv6
 * unique-local, IPv4-mapped, 6to4, Teredo, NAT64, ...), so a range this list forgot cannot slip through. Each user
 * of it has its own setting to turn the rule off (tests, a server on the shop's own network).
 */

export class RefusedAddressError extends Error {
  /** The address is not a public one (otherwise the URL is malformed or its host unknown). */
  readonly internal: boolean;

  constructor(message: string, internal = false) {
    super(message);
    this.name = 'RefusedAddressError';
    this.internal = internal;
  }
}

/** ipaddr.js's range names as a message says them ("linkLocal" is a link-local address); others as they are. */
const RANGE_WORDS: Record<string, string> = {
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  teredo: 'Teredo',
};

/** The kind of range `address` (an IP) is in ("a loopback address"), or null when it is public unicast. */
function internalRange(address: string): string | null {
  const range = ipaddr.parse(address).range();
  if (range === 'unicast') return null;
  const words = RANGE_WORDS[range] ?? range;
  return `${/^([aeio]|u(?!ni))/i.test(words) ? 'an' : 'a'} ${words} address`; // a unique-local, an unspecified
}

/** Why `address` (an IP) may not be connected to, or null when it is a public unicast address. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const range = internalRange(address);
  return range && `${address} is ${range}, not a public one`;
}

/** Why a name that resolved to `address` may not be connected to ("localhost points to 127.0.0.1, a loopback ..."). */
function refusedName(host: string, address: string): string | null {
  if (!ipaddr.isValid(address)) return `${host} points to ${address}, which is not an IP address`;
  const range = internalRange(address);
  return range && `${host} points to ${address}, ${range}, not a public one`;
}

/** The URL's host as an IP or a name: `[::1]` loses its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The checks that need no DNS: http or https, a host, no user name or password in it; `messages` say why not. */
export function parseOutboundUrl(value: string, messages: { badUrl: string; credentials: string }): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RefusedAddressError(messages.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw new RefusedAddressError(messages.badUrl);
  if (url.username || url.password) throw new RefusedAddressError(messages.credentials);
  return url;
}

function lookupAll(host: string, timeoutMs: number): Promise<LookupAddress[]> {
  // A resolver that never answers must not hold the caller: the lookup cannot be cancelled, only not waited for.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * The address as it is given: every address its name resolves to must be public (one private address among public
 * ones is refused: the connection could pick it). Throws RefusedAddressError saying why (`internal` when the
 * address is not public). The connection checks again (guardedLookup): a name may resolve otherwise by then.
 */
export async function checkOutboundUrl(
  url: URL,
  { allowPrivate, lookupTimeoutMs = 5000 }: { allowPrivate: boolean; lookupTimeoutMs?: number },
): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  if (net.isIP(host)) {
    const refused = refusedAddress(host);
    if (refused) throw new RefusedAddressError(refused, true);
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(host, lookupTimeoutMs);
  } catch {
    throw new RefusedAddressError(`The host ${host} could not be found`);
  }
  for (const { address } of addresses) {
    const refused = refusedName(host, address);
    if (refused) throw new RefusedAddressError(refused, true);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` an outgoing socket connects through: the name is resolved once, every address checked, and the
 * socket connects to the addresses checked here, so a name that answers a public address to the check and a
 * private one to the connection (DNS rebinding) gains nothing. An IP literal never reaches a lookup (Node connects
 * to it as it is): the caller checks those itself (refusedAddress) before each attempt.
 */
export function guardedLookup({ allowPrivate }: { allowPrivate: boolean }) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (!allowPrivate) {
        for (const { address } of list) {
          const refused = refusedName(hostname, address);
          if (refused)
            return callback(new RefusedAddressError(`Not sent to an internal address: ${refused}`, true), '');
        }
      }
      if (list.length === 0)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
