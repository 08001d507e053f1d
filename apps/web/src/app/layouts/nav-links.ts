import { cataloguePaths } from '@/domains/catalogue/paths';
import { contentPaths } from '@/domains/content/paths';
import { enquiryPaths } from '@/domains/enquiries/paths';

type NavLinkItem = { to: string; label: string; end?: boolean };

/** The public header's links, in the specification's order (spec §2 "Header"), with Trade-in (issue 32) after Products. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  // Home is highlighted on the home page only, not on every page below '/'.
  { to: contentPaths.home, label: 'Home', end: true },
  { to: cataloguePaths.catalogue, label: 'Products' },
  { to: enquiryPaths.tradeIn, label: 'Trade-in' },
  { to: contentPaths.blog, label: 'Blogs' },
  { to: contentPaths.about, label: 'About Us' },
  { to: contentPaths.contact, label: 'Contact Us' },
  { to: contentPaths.faq, label: 'Faq' },
];
