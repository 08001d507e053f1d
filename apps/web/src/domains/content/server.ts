import { HERO_SLIDES } from '@/content/hero-slides';
import { SITE } from '@/content/site';
import { catalogueEndpoints } from '@/domains/catalogue/api';
import type { PageHead, ServerPage } from '@/lib/page-route';
import { FEATURED_CARS_QUERY } from './components/featured-cars';

/** The server's part of the content pages (routes.ts): the home page's data, and every page's head. */

/** A page without data of its own: its title and description. */
const staticPage = (title: string, description: string, canonical: string): ServerPage => ({
  head: (): PageHead => ({ title, description, canonical }),
});

export const homePage: ServerPage = {
  load: async ({ dispatch }) => {
    await dispatch(catalogueEndpoints.getCars.initiate(FEATURED_CARS_QUERY));
    return { outcome: 'found', data: undefined };
  },
  head: () => ({
    description:
      'CarShop: browse, compare and buy new and used cars online. Sedans, SUVs, trucks, coupes and convertibles.',
    canonical: '/',
    preload: { href: HERO_SLIDES[0]?.image ?? '' },
  }),
};

export const aboutPage = staticPage(
  'About Us',
  'Who we are: a car shop that inspects every car, prices it fairly and delivers it to your door.',
  '/about',
);

export const contactPage = staticPage(
  'Contact Us',
  `Questions about a car, an order or financing? Write, call ${SITE.phone} or visit us in Springfield.`,
  '/contact',
);

const BLOG_DESCRIPTION = 'Car buying advice, maintenance tips and news from the CarShop team.';
export const blogPage = staticPage('Blogs', BLOG_DESCRIPTION, '/blog');
export const blogsPage = staticPage('Blogs', BLOG_DESCRIPTION, '/blogs');

export const faqPage = staticPage(
  'Faq',
  'Answers to common questions about buying, paying for and receiving a car from CarShop.',
  '/faq',
);
