import { useEffect } from 'react';

const SITE_NAME = 'CarShop';

/** Sets document.title to '{title} | CarShop' (or just 'CarShop') while the calling page is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
