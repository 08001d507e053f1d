import { describe, expect, it } from 'vitest';
import { chooseListenHost, isLoopback } from './listen-host.ts';

describe('chooseListenHost', () => {
  it('listens on loopback only while the demo admin has its published password and HOST is unset', () => {
    expect(chooseListenHost(undefined, true)).toBe('127.0.0.1');
    expect(chooseListenHost(undefined, false)).toBe('0.0.0.0');
  });

  it('obeys an explicit HOST either way', () => {
    expect(chooseListenHost('0.0.0.0', true)).toBe('0.0.0.0');
    expect(chooseListenHost('::', false)).toBe('::');
    expect(chooseListenHost('127.0.0.1', false)).toBe('127.0.0.1');
  });
});

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])(
    '%s is',
    (host) => {
      expect(isLoopback(host)).toBe(true);
    },
  );
  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'shop.example.com', '::ffff:10.0.0.1'])(
    '%s is not',
    (host) => {
      expect(isLoopback(host)).toBe(false);
    },
  );
});
