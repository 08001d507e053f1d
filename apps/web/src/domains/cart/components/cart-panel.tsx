import { ShoppingCartIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { formatMoney } from '@/lib/format';
import { useAppSelector } from '@/lib/store-hooks';
import { isAvailable, selectCart } from '../cart-slice';
import { CartLineItem } from './cart-line-item';

type CartPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's cart button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Where Checkout goes (the app names the orders domain's page). */
  checkoutPath: string;
};

/**
 * The drawer of the header's cart button (spec §2 "Cart drawer", title YOUR CART), sliding in from the right.
 * Its own chunk: the dialog code (focus trap, scroll lock, portal) loads when a shopper reaches for the cart,
 * not with every page (cart-drawer.tsx).
 */
export function CartPanel({ open, onOpenChange, returnFocusTo, checkoutPath }: CartPanelProps) {
  const cart = useAppSelector(selectCart);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="cart-drawer"
        side="right"
        className="w-full! gap-0! sm:w-96! sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
            <ButtonLink to={cataloguePaths.catalogue} onClick={() => onOpenChange(false)} variant="outline">
              Browse cars
            </ButtonLink>
          </div>
        ) : (
          <CartDrawerBody checkoutPath={checkoutPath} onNavigate={() => onOpenChange(false)} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function CartDrawerBody({ checkoutPath, onNavigate }: { checkoutPath: string; onNavigate: () => void }) {
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
          <ButtonLink to={checkoutPath} onClick={onNavigate} size="lg">
            Checkout
          </ButtonLink>
        )}
      </div>
    </>
  );
}
