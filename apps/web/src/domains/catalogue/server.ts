import type { Car } from '@carshop/contract/car';
import { isWireId } from '@carshop/contract/ids';
import { imageSrcSet } from '@carshop/contract/images';
import { dealer } from '@/lib/dealer';
import { currencyCode, formatMoney } from '@/lib/format';
import { isNotFound, type PageHead, serverPage } from '@/lib/page-route';
import { catalogueEndpoints } from './api';
import { compareTitle, isUnknownCar, readCompareIds } from './comparison';
import { DETAIL_IMAGE_SIZES } from './components/car-gallery';
import { COMPARE_IMAGE_SIZES } from './components/compare-table';
import { readFilters, toCarQuery, toFacetsQuery } from './filters';
import { cataloguePaths, productPath } from './paths';

/** The server's part of the catalogue's public pages (routes.ts): their data and their heads. */

export const cataloguePage = serverPage({
  load: async ({ url, dispatch }) => {
    const filters = readFilters(url.searchParams);
    // The list and the filters' counts, both in the server's HTML.
    await Promise.all([
      dispatch(catalogueEndpoints.getCars.initiate(toCarQuery(filters))),
      dispatch(catalogueEndpoints.getCarFacets.initiate(toFacetsQuery(filters))),
    ]);
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
    const id = params.productId ?? '';
    // Only an id's shape is worth a request (`.` in a path is the folder: /api/cars/. would be the whole list).
    if (!isWireId(id)) return { outcome: 'missing', title: 'Car not found' };
    // The car and its similar cars at once: both are in the server's HTML.
    const [answer] = await Promise.all([
      dispatch(catalogueEndpoints.getCarById.initiate(id)),
      dispatch(catalogueEndpoints.getSimilarCars.initiate(id)),
    ]);
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

export const comparePage = serverPage<Car[]>({
  load: async ({ url, dispatch }) => {
    // The same queries as the page (one GET /cars/{id} per car): the browser hydrates from their answers. An id
    // without an id's shape is not asked about (nor by the page): it is listed as not found.
    const answers = await Promise.all(
      readCompareIds(url.searchParams)
        .ids.filter(isWireId)
        .map((id) => dispatch(catalogueEndpoints.getCarById.initiate(id))),
    );
    // An unknown or malformed id is listed as not found on the page; a server that could not answer is a 503.
    if (answers.some((answer) => answer.error && !isUnknownCar(answer.error))) return { outcome: 'failed' };
    return { outcome: 'found', data: answers.flatMap((answer) => answer.data?.data ?? []) };
  },
  head: ({ data: cars = [] }): PageHead => {
    const first = cars[0]?.image;
    return {
      title: compareTitle(cars),
      description: cars.length
        ? summary(
            `${cars.map((car) => `${car.brand} ${car.model} (${car.year})`).join(', ')} side by side at CarShop: price, mileage, fuel, transmission, condition, colour and stock.`,
          )
        : 'Compare up to three cars side by side at CarShop: price, mileage, fuel, transmission, condition, colour and stock.',
      // Any set of cars: a view to share, not a page for search engines.
      canonical: null,
      image: first ?? undefined,
      preload: first ? { href: first, srcset: imageSrcSet(first), sizes: COMPARE_IMAGE_SIZES } : undefined,
    };
  },
});

function summary(text: string, max = 155) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The schema.org description of a car for sale: a Car (a Product) with its Offer, as Google's vehicle listings
 * read it (issue 31), and nothing the page does not show: the specifications table's rows, the gallery, the
 * price and stock, and the dealer of the footer as the seller.
 */
function carJsonLd(car: Car, origin: string) {
  const url = new URL(productPath(car._id), `${origin}/`).toString();
  const seller = dealer();
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.category,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    fuelType: car.fuelType,
    vehicleTransmission: car.transmission,
    itemCondition:
      car.condition === 'New' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    ...(car.color ? { color: car.color } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    description: car.description,
    ...(car.images.length > 0
      ? { image: car.images.map((image) => new URL(image, `${origin}/`).toString()) }
      : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      // The currency the car's page shows its price in (the 'detail' surface, product decisions §1).
      priceCurrency: currencyCode('detail'),
      availability:
        car.inStock && car.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition:
        car.condition === 'New' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'AutoDealer',
        name: seller.name,
        address: seller.address,
        telephone: seller.phone,
      },
    },
  };
}
