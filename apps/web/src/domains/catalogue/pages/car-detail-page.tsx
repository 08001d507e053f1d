import { isWireId } from '@carshop/contract/ids';
import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorPanel } from '@/components/ui/error-panel';
import { deferredSection } from '@/lib/deferred-section';
import { errorMessage } from '@/lib/error-message';
import { isNotFound } from '@/lib/page-route';
import { HOME_PATH } from '@/lib/site-paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetCarByIdQuery } from '../api';
import { CarDetailSkeleton } from '../components/car-detail-skeleton';
import { CarDetails } from '../components/car-details';
import { SimilarCars } from '../components/similar-cars';
import { cataloguePaths } from '../paths';

/**
 * The finance calculator sits below the car's details: the server renders it with the defaults, and its code
 * comes when it nears the screen (or a finger or the keyboard reaches it), keeping it out of the page's first
 * load on a phone (ADR 022; the first-load budget).
 */
const FinanceCalculator = deferredSection(
  'finance-calculator',
  () => import('../components/finance-calculator').then((m) => m.FinanceCalculator),
  { margin: '200px 0px' },
);

export function CarDetailPage() {
  const { productId = '' } = useParams();
  // An address whose id has no id's shape (`/products/%2e`) names no car: nothing is asked (as on the server).
  const shaped = isWireId(productId);
  const {
    data: answer,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetCarByIdQuery(shaped ? productId : skipToken);
  const car = answer?.data;
  const notFound = !shaped || isNotFound(error);
  usePageTitle(car ? `${car.brand} ${car.model}` : notFound ? 'Car not found' : 'Car details');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link
              to={HOME_PATH}
              className="tap-area rounded-sm hover:text-brand-700 hover:underline pointer-coarse:inline-block pointer-coarse:min-w-11 pointer-coarse:text-center"
            >
              Home
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRightIcon className="size-4" aria-hidden="true" />
            <Link
              to={cataloguePaths.catalogue}
              className="tap-area rounded-sm hover:text-brand-700 hover:underline pointer-coarse:inline-block pointer-coarse:min-w-11 pointer-coarse:text-center"
            >
              Products
            </Link>
          </li>
          {car ? (
            <li aria-current="page" className="flex items-center gap-1 font-medium text-slate-900">
              <ChevronRightIcon className="size-4" aria-hidden="true" />
              {car.brand} {car.model}
            </li>
          ) : null}
        </ol>
      </nav>

      {/* An error the page already shows (the server's "Car not found") stays while the browser asks again. */}
      {isLoading && !error ? (
        <CarDetailSkeleton />
      ) : car && !error ? (
        <>
          <CarDetails car={car} />
          {/* Keyed by car: another car's page (a similar car) starts again from its own price. */}
          <FinanceCalculator key={car._id} price={car.price} />
          <SimilarCars carId={car._id} />
        </>
      ) : notFound ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-3xl font-bold text-slate-900">Car not found</h1>
          <p className="max-w-md text-slate-600">
            This car may have been sold or removed from our catalogue. Have a look at the other cars we have
            in stock.
          </p>
          <ButtonLink to={cataloguePaths.catalogue}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to all products
          </ButtonLink>
        </div>
      ) : (
        <ErrorPanel
          title="We couldn't load this car"
          titleAs="h1"
          message={errorMessage(error)}
          onRetry={refetch}
          retrying={isFetching}
          className="sm:p-10!"
        />
      )}
    </div>
  );
}
