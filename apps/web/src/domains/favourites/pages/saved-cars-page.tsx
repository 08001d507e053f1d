import { HeartIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardPage } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { CarListItem } from '@/domains/catalogue/car-list-item';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { errorMessage } from '@/lib/error-message';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { AlertToggle } from '../alert-toggle';
import { useGetFavouritesQuery, useRemoveFavouriteMutation, useSetFavouriteAlertsMutation } from '../api';

/** /dashboard/saved, "Saved cars" (issue 22): the cars the customer hearted, newest first, priced as they are now. */
export function SavedCarsPage() {
  usePageTitle('Saved cars');
  // Fresh on every visit: prices and stock change while a car sits in the list.
  const query = useGetFavouritesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, removal] = useRemoveFavouriteMutation();
  const [setAlerts, alerting] = useSetFavouriteAlertsMutation();

  const removeCar = async (carId: string, name: string) => {
    const result = await remove(carId);
    if (result.error) notify.error(errorMessage(result.error, 'The car could not be removed.'));
    else notify.success(`${name} removed from your saved cars`);
  };

  return (
    <DashboardPage
      title="Saved cars"
      lead="The cars you saved, newest first, with today's price and stock. We can email you when one gets cheaper, comes back or sells."
    >
      <QueryState
        query={query}
        data={query.data?.data}
        failure="Your saved cars could not be loaded."
        skeleton={<SkeletonList label="Loading your saved cars" className="h-28 rounded-xl!" />}
        empty={
          <EmptyState icon={HeartIcon} title="No saved cars yet">
            <p className="text-sm text-slate-600">Tap the heart on a car to keep it here.</p>
            <ButtonLink to={cataloguePaths.catalogue} variant="outline">
              Browse cars
            </ButtonLink>
          </EmptyState>
        }
      >
        {(saved) => (
          <ul className="grid gap-3" aria-label="Saved cars">
            {saved.map(({ car, alerts }) => {
              const name = `${car.brand} ${car.model}`;
              return (
                <li key={car._id}>
                  <CarListItem
                    car={car}
                    actions={
                      <>
                        <AlertToggle
                          label="Email me about price drops and stock"
                          about={`for ${name}`}
                          checked={alerts}
                          saving={
                            alerting.isLoading && alerting.originalArgs?.carId === car._id
                              ? alerting.originalArgs.alerts
                              : undefined
                          }
                          onChange={(on) => mutateWithToast(setAlerts({ carId: car._id, alerts: on }))}
                        />
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={removal.isLoading && removal.originalArgs === car._id}
                          onClick={() => removeCar(car._id, name)}
                        >
                          <Trash2Icon aria-hidden="true" />
                          Remove<span className="sr-only"> {name}</span>
                        </Button>
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </DashboardPage>
  );
}
