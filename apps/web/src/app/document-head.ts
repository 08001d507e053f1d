import type { Car } from '@carshop/contract/car';
import { imageSrcSet } from '@carshop/contract/images';
import { HERO_SLIDES } from '@/content/hero-slides';
import { SITE } from '@/content/site';
import { DETAIL_IMAGE_SIZES } from '@/features/catalogue/components/car-details';
import { paths } from '@/lib/paths';
import { pageTitle } from '@/lib/use-page-title';

/** What the server knows about the page it renders, for the tags of its <head>. */
export type PageData =
  | { kind: 'home'; cars: Car[] }
  | { kind: 'catalogue'; category: string }
  | { kind: 'car'; car: Car }
  | { kind: 'page'; path: string }
  | { kind: 'notFound'; title?: string };

const HOME_DESCRIPTION =
  'CarShop: browse, compare and buy new and used cars online. Sedans, SUVs, trucks, coupes and convertibles.';

/** Title (as the page's usePageTitle sets it) and description of the pages without data of their own. */
const PAGES: Record<string, { title: string; description: string }> = {
  [paths.about]: {
    title: 'About Us',
    description:
      'Who we are: a car shop that inspects every car, prices it fairly and delivers it to your door.',
  },
  [paths.contact]: {
    title: 'Contact Us',
    description: `Questions about a car, an order or financing? Write, call ${SITE.phone} or visit us in Springfield.`,
  },
  [paths.blog]: {
    title: 'Blogs',
    description: 'Car buying advice, maintenance tips and news from the CarShop team.',
  },
  [paths.blogs]: {
    title: 'Blogs',
    description: 'Car buying advice, maintenance tips and news from the CarShop team.',
  },
  [paths.faq]: {
    title: 'Faq',
    description: 'Answers to common questions about buying, paying for and receiving a car from CarShop.',
  },
  [paths.login]: {
    title: 'Login',
    description: 'Sign in to your CarShop account to order and track your cars.',
  },
  [paths.register]: {
    title: 'Register',
    description: 'Create a CarShop account to order cars online and follow your orders.',
  },
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).toString();

/** A car picture's srcset with absolute URLs (for the preload; the page's own srcset stays relative). */
function preloadImage(href: string, srcset?: string, sizes?: string) {
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high">`;
}

/** The schema.org description of a car for sale: a Car (a Product) with its Offer. */
function carJsonLd(car: Car, origin: string) {
  const url = absolute(origin, `/products/${encodeURIComponent(car._id)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.category,
    description: car.description,
    ...(car.image ? { image: absolute(origin, car.image) } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      // The shop's currency: the catalogue, cart and checkout show taka (product decisions §1).
      priceCurrency: 'BDT',
      availability:
        car.inStock && car.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

function summary(text: string, max = 155) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The <head> tags of a server-rendered page: its title and description, a canonical link, Open Graph and
 * Twitter tags (a car's picture on its page), the car's JSON-LD, and a preload of the picture that is the
 * page's largest paint.
 */
export function documentHead(
  data: PageData,
  { origin, pathname, search }: { origin: string; pathname: string; search: string },
): string {
  let title: string;
  let description: string;
  let canonical: string | null = absolute(origin, pathname);
  let image: string | null = null;
  const extra: string[] = [];

  if (data.kind === 'home') {
    title = pageTitle();
    description = HOME_DESCRIPTION;
    extra.push(preloadImage(HERO_SLIDES[0]?.image ?? ''));
  } else if (data.kind === 'catalogue') {
    title = pageTitle('Products');
    description = data.category
      ? `${data.category} cars for sale at CarShop: compare models, years and prices, and order online.`
      : 'All cars for sale at CarShop: sedans, SUVs, trucks, coupes and convertibles, filtered by category and price.';
    // A category is a page of its own for search engines; other filters and pages are views of the list.
    const category = new URLSearchParams(search).get('category');
    if (data.category && category) canonical += `?${new URLSearchParams({ category: data.category })}`;
  } else if (data.kind === 'car') {
    const { car } = data;
    const name = `${car.brand} ${car.model}`;
    title = pageTitle(name);
    description = summary(
      `${name} (${car.year}, ${car.category}) for ${car.price.toLocaleString('en-US')}৳. ${car.description}`,
    );
    if (car.image) {
      image = absolute(origin, car.image);
      extra.push(preloadImage(car.image, imageSrcSet(car.image), DETAIL_IMAGE_SIZES));
    }
    extra.push(`<script type="application/ld+json">${scriptJson(carJsonLd(car, origin))}</script>`);
  } else if (data.kind === 'page' && PAGES[data.path]) {
    const page = PAGES[data.path]!;
    title = pageTitle(page.title);
    description = page.description;
  } else {
    title = pageTitle(data.kind === 'notFound' && data.title ? data.title : 'Page not found');
    description = "We can't find that page.";
    canonical = null;
    extra.push('<meta name="robots" content="noindex">');
  }

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<meta property="og:site_name" content="${SITE.name}">`,
    `<meta property="og:type" content="${data.kind === 'car' ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    ...extra,
  ];
  return tags.filter(Boolean).join('\n    ');
}
