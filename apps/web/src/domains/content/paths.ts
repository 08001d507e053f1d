/** The shop's information pages (spec §2), named once: links, menus and routes read these. */
import { HOME_PATH } from '@/lib/site-paths';

export const contentPaths = {
  home: HOME_PATH,
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  /** The home page's blog teaser links here; it shows the same page as /blog (spec §2). */
  blogs: '/blogs',
  faq: '/faq',
} as const;
