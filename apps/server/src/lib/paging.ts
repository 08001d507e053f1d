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

/** Every item on one page: what the specification's unpaged lists answer. */
export const wholeListMeta = (count: number): PageMeta => ({
  page: 1,
  limit: count,
  total: count,
  totalPage: 1,
});

/** Loads one page and the total in parallel (the total comes from the same filter as the rows). */
export async function loadPage<T>(
  request: PageRequest,
  load: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [items, total] = await Promise.all([load(pageWindow(request)), count()]);
  return { items, meta: pageMeta(request, total) };
}
