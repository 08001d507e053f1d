import { CheckIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { type ComparedCar, MAX_COMPARED, toggleCompared, useComparedCars } from '../compare-list';

/**
 * "Compare" on a car card and a car's page (issue 22): a toggle that puts the car in the comparison or takes it
 * out. A fourth car is not added: a toast says why. Server-rendered unpressed; pressed right after hydration
 * when the stored comparison holds the car.
 */
export function CompareButton({
  car,
  size = 'sm',
  className,
}: {
  car: ComparedCar;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const chosen = useComparedCars().some((compared) => compared._id === car._id);
  const name = `${car.brand} ${car.model}`;
  const toggle = () => {
    if (toggleCompared(car) === 'full') {
      notify.error(
        `You can compare up to ${MAX_COMPARED} cars at once. Remove one from the comparison to add the ${name}.`,
        { id: 'compare-limit' },
      );
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      aria-pressed={chosen}
      aria-label={`Compare ${name}`}
      onClick={toggle}
      className={cn(
        chosen && 'border-brand-600! bg-brand-50! text-brand-800! hover:bg-brand-100!',
        className,
      )}
    >
      {/* The plus is the header's X turned a quarter: an icon the first load already has. */}
      {chosen ? <CheckIcon aria-hidden="true" /> : <XIcon aria-hidden="true" className="rotate-45" />}
      Compare
    </Button>
  );
}
