import { paths } from '@/lib/paths';

type NavLinkItem = { to: string; label: string; end?: boolean };

/** The public header's links, in the specification's order (spec §2 "Header"). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  // Home is highlighted on the home page only, not on every page below '/'.
  { to: paths.home, label: 'Home', end: true },
  { to: paths.catalogue, label: 'Products' },
  { to: paths.blog, label: 'Blogs' },
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.faq, label: 'Faq' },
];
