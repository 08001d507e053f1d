import { MAX_LINE_QUANTITY } from '@carshop/contract/constants';
import { ShoppingCartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { earlyTap } from '@/lib/early-taps';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { addCar, type CartCar, maxQuantity, selectQuantityInCart } from './cart-slice';

type Blocked = { short: string; long: string };

/** Why this car cannot go into the cart once more, or null when it can. */
export function addBlockedReason(car: CartCar, inCart: number): Blocked | null {
  if (car.quantity < 1) return { short: 'Sold Out', long: 'This car is out of stock.' };
  if (inCart < maxQuantity(car)) return null;
  if (inCart >= car.quantity) {
    return {
      short: 'All in Cart',
      long: `Your cart already holds all ${car.quantity} in stock.`,
    };
  }
  return { short: 'Limit in Cart', long: `One order can hold at most ${MAX_LINE_QUANTITY} of one car.` };
}

type AddToCartButtonProps = {
  car: CartCar;
  /**
   * `card`: the car card's hover action (its label says why it is disabled). `bar`: the same in the car page's
   * sticky bar on a phone, filled. `detail`: a large button with the reason below.
   */
  variant: 'card' | 'bar' | 'detail';
  className?: string;
};

/**
 * Add to Cart (spec §2 car card and detail page): no login needed, toast 'Product added to cart'. Never beyond
 * the stock: disabled with the reason when the car is out of stock or the cart holds all there is. A tap before
 * the app's script has run is kept and done once it has (lib/early-taps.ts).
 */
export function AddToCartButton({ car, variant, className }: AddToCartButtonProps) {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const held = useAppSelector(selectQuantityInCart(car._id));
  // The server cannot know the persisted cart: it renders the button as for an empty cart, hydration too.
  const blocked = addBlockedReason(car, hydrated ? held : 0);
  const name = `${car.brand} ${car.model}`;
  const add = () => {
    dispatch(addCar(car));
    notify.success('Product added to cart');
  };

  // What both looks share: disabled with a reason, and a tap before the script is kept.
  const action = {
    type: 'button',
    className,
    disabled: Boolean(blocked),
    onClick: add,
    ...earlyTap(`Adding the ${name} to your cart`),
  } as const;

  if (variant === 'card' || variant === 'bar') {
    return (
      <Button
        variant={variant === 'card' ? 'outline' : 'default'}
        {...action}
        aria-label={`${blocked ? blocked.short : 'Add to Cart'}: ${name}`}
      >
        <ShoppingCartIcon aria-hidden="true" />
        {blocked ? blocked.short : 'Add to Cart'}
      </Button>
    );
  }
  const hintId = `add-to-cart-hint-${car._id}`;
  return (
    <div className="grid gap-2">
      <Button size="lg" {...action} aria-describedby={blocked ? hintId : undefined}>
        <ShoppingCartIcon aria-hidden="true" />
        Add to Cart
      </Button>
      {blocked ? (
        <p id={hintId} className="text-sm text-slate-600">
          {blocked.long}
        </p>
      ) : null}
    </div>
  );
}
