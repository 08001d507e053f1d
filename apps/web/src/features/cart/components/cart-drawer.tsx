import { ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { isAvailable, selectCart } from '../cart-slice';
import { CartLineItem } from './cart-line-item';

/**
 * The header's cart button and the drawer it opens from the right (spec §2 "Cart drawer", title YOUR CART).
 * Reachable for everyone, signed in or not (docs/decisions/020-cart-button-for-visitors.md). The badge counts
 * distinct cars; the button has a fixed size and the badge appears only after hydration, because the server
 * cannot know the persisted cart.
 */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const cart = useAppSelector(selectCart);
  const count = hydrated ? cart.cars.length : 0;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'car' : 'cars'}` : 'Cart';

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative shrink-0" aria-label={label}>
          <ShoppingCartIcon aria-hidden="true" className="size-6!" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="cart-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 sm:w-96 sm:max-w-md">
        <div className="border-b border-slate-200 px-5 py-4 pr-12">
          <SheetTitle className="tracking-wide">YOUR CART</SheetTitle>
          <SheetDescription className="sr-only">
            The cars in your cart, their quantities and the total.
          </SheetDescription>
        </div>
        {cart.cars.length === 0 ? (
          <div className="grid flex-1 content-center justify-items-center gap-4 px-5 text-center">
            <ShoppingCartIcon aria-hidden="true" className="size-10 text-slate-400" />
            <p className="font-semibold text-slate-900">Your cart is empty</p>
            <Button asChild variant="outline">
              <Link to={paths.catalogue} onClick={() => setOpen(false)}>
                Browse cars
              </Link>
            </Button>
          </div>
        ) : (
          <CartDrawerBody onNavigate={() => setOpen(false)} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function CartDrawerBody({ onNavigate }: { onNavigate: () => void }) {
  const cart = useAppSelector(selectCart);
  const blocked = cart.cars.some((line) => !isAvailable(line));
  const total = formatMoney(cart.totalPrice, 'cart');

  return (
    <>
      <ul aria-label="Cars in your cart" className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5">
        {cart.cars.map((line) => (
          <CartLineItem key={line.car._id} line={line} />
        ))}
      </ul>
      <div className="grid gap-4 border-t border-slate-200 px-5 py-4">
        {/* Promo codes have no behaviour yet (spec §2): the form only keeps the page where it is. */}
        <form className="grid gap-1.5" onSubmit={(event) => event.preventDefault()}>
          <Label htmlFor="cart-promo-code">Promo Code</Label>
          <div className="flex gap-2">
            <Input id="cart-promo-code" name="promo" autoComplete="off" />
            <Button type="submit" variant="outline">
              Apply
            </Button>
          </div>
        </form>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Sub-Total</dt>
            <dd className="font-medium text-slate-900" data-testid="cart-subtotal">
              {total}
            </dd>
          </div>
          <div className="flex justify-between text-base">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900" data-testid="cart-total">
              {total}
            </dd>
          </div>
        </dl>
        {blocked ? (
          <>
            <p id="cart-checkout-hint" className="text-sm text-red-800">
              Remove the cars that can no longer be bought to check out.
            </p>
            <Button size="lg" disabled aria-describedby="cart-checkout-hint">
              Checkout
            </Button>
          </>
        ) : (
          <Button asChild size="lg">
            <Link to={paths.checkout} onClick={onNavigate}>
              Checkout
            </Link>
          </Button>
        )}
      </div>
    </>
  );
}
