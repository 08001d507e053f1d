import { isIPv4 } from 'node:net';

/** Where the server listens when HOST is unset and nothing forbids the network: every IPv4 interface. */
const ALL_INTERFACES = '0.0.0.0';
const LOOPBACK = '127.0.0.1';

/**
 * The binding rule of `npm start`: an explicit HOST is obeyed; otherwise the shop listens on every interface,
 * except while a demo account (the admin, the customer) still has its published password, when only this
 * machine may reach it.
 */
export function chooseListenHost(host: string | undefined, demoPasswordLive: boolean): string {
  if (host !== undefined) return host;
  return demoPasswordLive ? LOOPBACK : ALL_INTERFACES;
}

/** Whether an address (or host name) can only be reached from this machine. */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === 'localhost' || address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
