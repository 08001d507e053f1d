/** The public header's links, in the specification's order (spec §2 "Header"). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/all-product', label: 'Products' },
  { to: '/blog', label: 'Blogs' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'Faq' },
] as const;
