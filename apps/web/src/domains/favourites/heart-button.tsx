import type { Car } from '@carshop/contract/car';
import { HeartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type HeartButtonProps = {
  car: Car;
  /** `card`: a round heart on the photo. `detail`: a large button with the words. */
  variant: 'card' | 'detail';
  className?: string;
};

/** The heart as it looks, saved (`pressed`) or not; what a tap does is the caller's. */
export function HeartButton({
  car,
  variant,
  className,
  pressed,
  onClick,
}: HeartButtonProps & { pressed: boolean; onClick?: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size={variant === 'card' ? 'icon' : 'lg'}
      aria-pressed={pressed}
      // One name whatever the state (the state is aria-pressed), so it stays the same control for a screen reader.
      aria-label={`Save ${car.brand} ${car.model}`}
      title={pressed ? 'Saved' : 'Save'}
      onClick={onClick}
      className={cn(
        variant === 'card' && 'rounded-full! shadow-md',
        pressed && 'border-rose-300! text-rose-700! hover:bg-rose-50!',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={cn(pressed && 'fill-current')} />
      {variant === 'detail' && (pressed ? 'Saved' : 'Save')}
    </Button>
  );
}
