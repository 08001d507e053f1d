import { describe, expect, it, vi } from 'vitest';
import { type CarChange, createCarChanges, touches } from './car-changes.service.ts';

const car: CarChange = { kind: 'car', ids: ['a'] };

describe('car changes', () => {
  it('tells every subscriber about every change, until it unsubscribes', () => {
    const changes = createCarChanges();
    const pages = vi.fn();
    const sitemap = vi.fn();
    changes.subscribe(pages);
    const stop = changes.subscribe(sitemap);
    changes.publish(car);
    stop();
    changes.publish({ kind: 'catalogue' });
    expect(pages.mock.calls).toEqual([[car], [{ kind: 'catalogue' }]]);
    expect(sitemap.mock.calls).toEqual([[car]]);
  });

  it('touches what shows the changed cars, and what picks its cars the change may move', () => {
    const one = { cars: ['a'] };
    const other = { cars: ['b'] };
    const list = { cars: ['b'], byFields: true };
    const similar = { cars: ['c', 'b'], byFields: true, byStock: true };
    const kept = (change: CarChange) =>
      [one, other, list, similar].filter((shown) => !touches(change)(shown));
    expect(kept({ kind: 'catalogue' })).toEqual([]);
    expect(kept({ kind: 'car', ids: ['a'] })).toEqual([other]);
    expect(kept({ kind: 'stock', ids: ['a'], restocked: false })).toEqual([other, list, similar]);
    expect(kept({ kind: 'stock', ids: ['b'], restocked: false })).toEqual([one]);
    expect(kept({ kind: 'stock', ids: ['a'], restocked: true })).toEqual([other, list]);
  });
});

describe('car changes between app servers', () => {
  const network = () => {
    const channels = new Map<string, ((payload: string) => void)[]>();
    return {
      listen: (channel: string, listener: (payload: string) => void) => {
        channels.set(channel, [...(channels.get(channel) ?? []), listener]);
      },
      notify: vi.fn(async (channel: string, payload: string) => {
        for (const listener of channels.get(channel) ?? []) listener(payload);
      }),
    };
  };

  it("tells the other servers what changed, and acts on another server's change but not its own twice", async () => {
    const notifications = network();
    const one = createCarChanges(notifications);
    const two = createCarChanges(notifications);
    const onOne = vi.fn();
    const onTwo = vi.fn();
    one.subscribe(onOne);
    two.subscribe(onTwo);
    const stock: CarChange = { kind: 'stock', ids: ['a', 'b'], restocked: true };
    await one.publish(stock);
    expect(onOne.mock.calls).toEqual([[stock]]);
    expect(onTwo.mock.calls).toEqual([[stock]]);
  });

  it('sends a change naming too many cars for a notification as a change of the catalogue', async () => {
    const notifications = network();
    const one = createCarChanges(notifications);
    const two = createCarChanges(notifications);
    const onTwo = vi.fn();
    two.subscribe(onTwo);
    await one.publish({
      kind: 'stock',
      ids: Array.from({ length: 500 }, () => crypto.randomUUID()),
      restocked: false,
    });
    expect(onTwo.mock.calls).toEqual([[{ kind: 'catalogue' }]]);
    expect(notifications.notify.mock.calls[0]?.[1].length).toBeLessThan(8000);
  });

  it("reads a server's payload that names no change (an older version's) as a change of the catalogue", () => {
    const notifications = network();
    const changes = createCarChanges(notifications);
    const heard = vi.fn();
    changes.subscribe(heard);
    notifications.notify('carshop_catalogue_changed', crypto.randomUUID());
    notifications.notify('carshop_catalogue_changed', '{"kind":"stock","ids":"not a list"}');
    expect(heard.mock.calls).toEqual([[{ kind: 'catalogue' }], [{ kind: 'catalogue' }]]);
  });
});
