import { useEffect } from 'react';
import { useGetCarByIdQuery } from '@/domains/catalogue/api';
import { isNotFound } from '@/lib/page-route';
import { useAppDispatch } from '@/lib/store-hooks';
import { type CartLine, syncCar } from '../cart-slice';

/**
 * Asks the server for the line's car each time the line is shown (the drawer opens, the checkout loads) and
 * again whenever the `Car` tag is invalidated (an order placed or refused), and writes what it finds into the
 * cart: a new price, less stock, sold out, or gone (404). Other failures keep the cart as it is.
 * Answers whether the check is still under way.
 */
export function useFreshCartLine(line: CartLine): boolean {
  const id = line.car._id;
  const dispatch = useAppDispatch();
  const { currentData, error, isFetching } = useGetCarByIdQuery(id, { refetchOnMountOrArgChange: true });
  const car = currentData?.data;
  const gone = isNotFound(error);

  useEffect(() => {
    if (car) dispatch(syncCar({ id, car }));
    else if (gone) dispatch(syncCar({ id, car: null }));
  }, [dispatch, id, car, gone]);

  return isFetching;
}
