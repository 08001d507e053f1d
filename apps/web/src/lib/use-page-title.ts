import { useEffect } from 'react';

const SITE_NAME = 'CarShop';

/** '{title} | CarShop', or just 'CarShop'; the server writes the same title into a rendered page. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** Sets document.title to '{title} | CarShop' (or just 'CarShop') while the calling page is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
