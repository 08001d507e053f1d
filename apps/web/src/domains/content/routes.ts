import type { PageRoute } from '@/lib/page-route';
import { contentPaths } from './paths';

/** The home page and the information pages (spec §2): public, rendered by the server, in the sitemap. */
export const contentRoutes: PageRoute[] = [
  {
    path: contentPaths.home,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/home-page').then((m) => m.HomePage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.homePage) : undefined,
  },
  {
    path: contentPaths.about,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/about-page').then((m) => m.AboutPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.aboutPage) : undefined,
  },
  {
    path: contentPaths.contact,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/contact-page').then((m) => m.ContactPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.contactPage) : undefined,
  },
  {
    path: contentPaths.blog,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/blog-page').then((m) => m.BlogPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.blogPage) : undefined,
  },
  {
    // The home page's teaser links here; the same page as /blog, so it stays out of the sitemap.
    path: contentPaths.blogs,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/blog-page').then((m) => m.BlogPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.blogsPage) : undefined,
  },
  {
    path: contentPaths.faq,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    page: () => import('./pages/faq-page').then((m) => m.FaqPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.faqPage) : undefined,
  },
];
