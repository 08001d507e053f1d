/**
 * The mailbox an address delivers to, for counting (ADR 048): `Ada.Lovelace+shop@GoogleMail.com` and
 * `adalovelace@gmail.com` reach one inbox, so a per-email limit that told them apart would let anyone mail one
 * person without end. A `+tag` is dropped for every provider (the common sub-addressing rule: Gmail, Outlook,
 * Fastmail, iCloud, Proton); dots are dropped only where the provider ignores them (gmail.com and its old
 * name googlemail.com). Only keys of counters are made of it: accounts keep the address as typed.
 */

const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1).replace(/\.+$/, '');
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) return `${local.replaceAll('.', '')}@${dotless}`;
  return `${local}@${domain}`;
}
