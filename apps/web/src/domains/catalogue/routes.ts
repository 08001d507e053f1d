import { CATALOGUE_PAGE_PARAMS } from '@carshop/contract/catalogue-params';
import type { PageRoute } from '@/lib/page-route';
import { COMPARE_SEARCH_PARAMS, cataloguePaths, cleanCompareSearch } from './paths';

/** The catalogue's pages: the public list, car pages and comparison, and the admin's car screens. */
export const catalogueRoutes: PageRoute[] = [
  {
    path: cataloguePaths.catalogue,
    layout: 'public',
    access: 'anyone',
    sitemap: true,
    search: CATALOGUE_PAGE_PARAMS,
    page: () => import('./pages/catalogue-page').then((m) => m.CataloguePage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.cataloguePage) : undefined,
  },
  {
    // Every car is in the sitemap with its own address (pageRegistry.carPath), not this pattern.
    path: cataloguePaths.product,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/car-detail-page').then((m) => m.CarDetailPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.carPage) : undefined,
  },
  {
    // Any set of cars (issue 22): shared, never listed; its head says noindex.
    path: cataloguePaths.compare,
    layout: 'public',
    access: 'anyone',
    search: COMPARE_SEARCH_PARAMS,
    cleanSearch: cleanCompareSearch,
    page: () => import('./pages/compare-page').then((m) => m.ComparePage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.comparePage) : undefined,
  },
  {
    path: cataloguePaths.dashboardCars,
    layout: 'dashboard',
    access: 'cars',
    page: () => import('./pages/cars-page').then((m) => m.CarsPage),
  },
  {
    path: cataloguePaths.dashboardAddCar,
    layout: 'dashboard',
    access: 'editCars',
    page: () => import('./pages/add-car-page').then((m) => m.AddCarPage),
  },
  {
    path: cataloguePaths.dashboardImportCars,
    layout: 'dashboard',
    access: 'editCars',
    page: () => import('./pages/import-cars-page').then((m) => m.ImportCarsPage),
  },
];
