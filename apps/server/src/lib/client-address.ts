import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key the limiters count a client by. An IPv4 address is one client. An IPv6 client usually owns a
 * whole /64 (a home or a cloud VM gets 2^64 addresses to pick from), so counting single IPv6 addresses
 * would let it make up a fresh address for every attempt: IPv6 clients are counted per /64.
 * An IPv4 address written in IPv6 form (`::ffff:192.0.2.1`, a dual-stack socket) is the IPv4 client.
 */
export function clientKey(address: string): string {
  const ip = address.split('%')[0] ?? address; // a zone id (fe80::1%eth0) names an interface, not a client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower case without leading zeros. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4 was handled above; 64:ff9b::1.2.3.4 is not) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
