import { describe, expect, it, vi } from 'vitest';
import { createCatalogueChanged } from './catalogue-changed.ts';

describe('the catalogue-changed event', () => {
  it('tells every subscriber about every change, until it unsubscribes', () => {
    const changes = createCatalogueChanged();
    const pages = vi.fn();
    const sitemap = vi.fn();
    changes.subscribe(pages);
    const stop = changes.subscribe(sitemap);
    changes.publish();
    stop();
    changes.publish();
    expect(pages).toHaveBeenCalledTimes(2);
    expect(sitemap).toHaveBeenCalledTimes(1);
  });
});

describe('the catalogue-changed event between app servers', () => {
  it("tells the other servers through the notifications, and acts on another server's change but not its own twice", async () => {
    const channels = new Map<string, ((payload: string) => void)[]>();
    const notifications = {
      listen: (channel: string, listener: (payload: string) => void) => {
        channels.set(channel, [...(channels.get(channel) ?? []), listener]);
      },
      notify: async (channel: string, payload: string) => {
        for (const listener of channels.get(channel) ?? []) listener(payload);
      },
    };
    const one = createCatalogueChanged(notifications);
    const two = createCatalogueChanged(notifications);
    const onOne = vi.fn();
    const onTwo = vi.fn();
    one.subscribe(onOne);
    two.subscribe(onTwo);
    one.publish();
    await Promise.resolve();
    expect(onOne).toHaveBeenCalledTimes(1);
    expect(onTwo).toHaveBeenCalledTimes(1);
  });
});
