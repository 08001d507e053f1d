import type { Car } from '@carshop/contract/car';
import { imageSrcSet } from '@carshop/contract/images';
import { currencyCode, formatMoney } from '@/lib/format';
import { isNotFound, type PageHead, serverPage } from '@/lib/page-route';
import { catalogueEndpoints } from './api';
import { DETAIL_IMAGE_SIZES } from './components/car-details';
import { readFilters, toCarQuery } from './filters';
import { cataloguePaths, productPath } from './paths';

/** The server's part of the catalogue's public pages (routes.ts): their data and their heads. */

export const cataloguePage = serverPage({
  load: async ({ url, dispatch }) => {
    await dispatch(catalogueEndpoints.getCars.initiate(toCarQuery(readFilters(url.searchParams))));
    return { outcome: 'found', data: undefined };
  },
  head: ({ url }): PageHead => {
    const { category } = readFilters(url.searchParams);
    return {
      title: 'Products',
      description: category
        ? `${category} cars for sale at CarShop: compare models, years and prices, and order online.`
        : 'All cars for sale at CarShop: sedans, SUVs, trucks, coupes and convertibles, filtered by category and price.',
      // A category is a page of its own for search engines; other filters and pages are views of the list.
      canonical: category
        ? `${cataloguePaths.catalogue}?${new URLSearchParams({ category })}`
        : cataloguePaths.catalogue,
    };
  },
});

export const carPage = serverPage<Car>({
  load: async ({ params, dispatch }) => {
    const answer = await dispatch(catalogueEndpoints.getCarById.initiate(params.productId ?? ''));
    const car = answer.data?.data;
    // An unknown car: its page says so (as in the browser), with a 404. Another failure: the page shows its
    // error panel (the browser may retry), with a 503 so that neither a cache nor a crawler keeps it.
    if (car) return { outcome: 'found', data: car };
    return isNotFound(answer.error) ? { outcome: 'missing', title: 'Car not found' } : { outcome: 'failed' };
  },
  head: ({ data: car, origin }): PageHead => {
    if (!car) throw new Error('the car page has no head without its car');
    const name = `${car.brand} ${car.model}`;
    return {
      title: name,
      description: summary(
        `${name} (${car.year}, ${car.category}) for ${formatMoney(car.price, 'detail')}. ${car.description}`,
      ),
      canonical: productPath(car._id),
      type: 'product',
      image: car.image ?? undefined,
      preload: car.image
        ? { href: car.image, srcset: imageSrcSet(car.image), sizes: DETAIL_IMAGE_SIZES }
        : undefined,
      jsonLd: carJsonLd(car, origin),
    };
  },
});

function summary(text: string, max = 155) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The schema.org description of a car for sale: a Car (a Product) with its Offer. */
function carJsonLd(car: Car, origin: string) {
  const url = new URL(productPath(car._id), `${origin}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.category,
    description: car.description,
    ...(car.image ? { image: new URL(car.image, `${origin}/`).toString() } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      // The currency the car's page shows its price in (the 'detail' surface, product decisions §1).
      priceCurrency: currencyCode('detail'),
      availability:
        car.inStock && car.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
