import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('mailboxKey', () => {
  it('folds case and spaces around the address', () => {
    expect(mailboxKey('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('drops a +tag at every provider', () => {
    expect(mailboxKey('ada+shop@example.com')).toBe('ada@example.com');
    expect(mailboxKey('ada+a+b@outlook.com')).toBe('ada@outlook.com');
    expect(mailboxKey('ada+@example.com')).toBe('ada@example.com');
  });

  it('keeps dots where the provider does not ignore them', () => {
    expect(mailboxKey('ada.lovelace@example.com')).toBe('ada.lovelace@example.com');
    expect(mailboxKey('a.d.a+x@outlook.com')).toBe('a.d.a@outlook.com');
  });

  it('drops dots at gmail.com and googlemail.com, which are one provider', () => {
    expect(mailboxKey('a.d.a@gmail.com')).toBe('ada@gmail.com');
    expect(mailboxKey('A.da+news@GoogleMail.com')).toBe('ada@gmail.com');
    expect(mailboxKey('ada@gmail.com.')).toBe('ada@gmail.com');
  });

  it('leaves an address that is only a tag, or has no local part, as it is', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('@example.com')).toBe('@example.com');
    expect(mailboxKey('not-an-address')).toBe('not-an-address');
  });

  it('never folds two different gmail mailboxes into one', () => {
    expect(mailboxKey('ada1@gmail.com')).not.toBe(mailboxKey('ada2@gmail.com'));
    expect(mailboxKey('ada@gmail.com')).not.toBe(mailboxKey('ada@gmail.co'));
  });
});
