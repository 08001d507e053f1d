import type { ServerPage } from '@/lib/page-route';

/** The server's part of the unsubscribe page (routes.ts): its head. Not for search engines. */
export const unsubscribePage: ServerPage = {
  head: () => ({
    title: 'Unsubscribe from alerts',
    description: 'Stop the alert emails about your saved searches and saved cars.',
    canonical: null,
  }),
};
