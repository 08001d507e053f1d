import { describe, expect, it } from 'vitest';
import { MAX_COMPARED, parseCompared, toggleIn } from './compare-list';

const car = (id: string) => ({ _id: id, brand: 'Toyota', model: `Model ${id}` });

describe('the compare list', () => {
  it('takes up to three cars, and refuses a fourth without changing the list', () => {
    let list = toggleIn([], car('a')).list;
    list = toggleIn(list, car('b')).list;
    const third = toggleIn(list, car('c'));
    expect(third.outcome).toBe('added');
    expect(third.list.map((chosen) => chosen._id)).toEqual(['a', 'b', 'c']);

    const fourth = toggleIn(third.list, car('d'));
    expect(MAX_COMPARED).toBe(3);
    expect(fourth.outcome).toBe('full');
    expect(fourth.list).toBe(third.list);
  });

  it('takes a chosen car out, which makes room again', () => {
    const full = [car('a'), car('b'), car('c')];
    const removed = toggleIn(full, car('b'));
    expect(removed.outcome).toBe('removed');
    expect(removed.list.map((chosen) => chosen._id)).toEqual(['a', 'c']);
    expect(toggleIn(removed.list, car('d')).outcome).toBe('added');
  });

  it('keeps only what the bar needs of a car', () => {
    const { list } = toggleIn([], { ...car('a'), price: 10_000 } as ReturnType<typeof car>);
    expect(list).toEqual([car('a')]);
  });

  it('reads a stored list without trusting it: junk, repeats and extra cars are dropped', () => {
    expect(parseCompared(null)).toEqual([]);
    expect(parseCompared('not json')).toEqual([]);
    expect(parseCompared('{"_id":"a"}')).toEqual([]);
    const stored = [car('a'), { _id: 'b' }, car('a'), 42, null, car('c'), car('d'), car('e')];
    expect(parseCompared(JSON.stringify(stored)).map((chosen) => chosen._id)).toEqual(['a', 'c', 'd']);
  });
});
