import { describe, expect, it } from 'vitest';
import { refusedAddress } from './outbound-address.ts';

describe('refusedAddress', () => {
  it('passes public unicast addresses', () => {
    expect(refusedAddress('93.184.216.34')).toBeNull();
    expect(refusedAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
  });

  it('says in words which internal range an address is in', () => {
    expect(refusedAddress('127.0.0.1')).toBe('127.0.0.1 is a loopback address, not a public one');
    expect(refusedAddress('169.254.169.254')).toBe(
      '169.254.169.254 is a link-local address, not a public one',
    );
    expect(refusedAddress('100.64.0.1')).toBe('100.64.0.1 is a carrier-grade NAT address, not a public one');
    expect(refusedAddress('fd00::1')).toBe('fd00::1 is a unique-local address, not a public one');
    expect(refusedAddress('::ffff:127.0.0.1')).toBe(
      '::ffff:127.0.0.1 is an IPv4-mapped address, not a public one',
    );
    expect(refusedAddress('0.0.0.0')).toBe('0.0.0.0 is an unspecified address, not a public one');
    expect(refusedAddress('localhost')).toBe('localhost is not an IP address');
  });
});
