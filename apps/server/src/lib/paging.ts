import type { PageMeta } from '@carshop/contract/api';

/** One page of a list as the client asked for it (page numbers start at 1). */
export type PageRequest = { page: number; limit: number };
export type Page<T> = { items: T[]; meta: PageMeta };

/** The SQL window of a page. */
const pageWindow = ({ page, limit }: PageRequest) => ({ limit, offset: (page - 1) * limit });

/** An empty list is still "page 1 of 1", so a pager never shows "page 1 of 0". */
const pageMeta = ({ page, limit }: PageRequest, total: number): PageMeta => ({
  page,
  limit,
  total,
  totalPage: Math.max(1, Math.ceil(total / limit)),
});

/**
 * The most items an unpaged list answers. The specification's client asks for whole lists and pages by
 * itself; beyond this, one request would cost the server (and the client) a whole table.
 */
export const MAX_UNPAGED_ITEMS = 1000;

/** Every item on one page: what the specification's unpaged lists answer. */
const wholeListMeta = (count: number): PageMeta => ({
  page: 1,
  limit: count,
  total: count,
  totalPage: 1,
});

/**
 * An unpaged list: every item, up to `MAX_UNPAGED_ITEMS`. Below the ceiling the meta says "page 1 of 1,
 * limit = total" as before; at the ceiling the answer is the first page of that size and the meta tells the
 * truth (the real total, and how many such pages there are), so a client can see it did not get everything.
 */
export async function loadWholeList<T>(
  load: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
  cap = MAX_UNPAGED_ITEMS,
): Promise<Page<T>> {
  const items = await load({ limit: cap, offset: 0 });
  if (items.length < cap) return { items, meta: wholeListMeta(items.length) };
  return { items, meta: pageMeta({ page: 1, limit: cap }, await count()) };
}

/** Loads one page and the total in parallel (the total comes from the same filter as the rows). */
export async function loadPage<T>(
  request: PageRequest,
  load: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [items, total] = await Promise.all([load(pageWindow(request)), count()]);
  return { items, meta: pageMeta(request, total) };
}
