import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useComparedCars } from './compare-list';
import { cataloguePaths } from './paths';

const CompareBar = lazy(() => import('./components/compare-bar').then((m) => ({ default: m.CompareBar })));

/**
 * Where the public layout shows the compare bar: only once the shopper has chosen a car (its code comes then,
 * so no page's first load carries it), and not on the compare page, which shows its own cars.
 */
export function CompareBarSlot() {
  const cars = useComparedCars();
  const { pathname } = useLocation();
  if (cars.length === 0 || pathname === cataloguePaths.compare) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar cars={cars} />
    </Suspense>
  );
}
