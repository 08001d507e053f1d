import { ShoppingCartIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { selectCartCount } from '../cart-slice';

const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartPanel })));

/**
 * The header's cart button (spec §2 "Cart drawer"). Reachable for everyone, signed in or not
 * (docs/decisions/020-cart-button-for-visitors.md). The badge counts distinct cars; the button has a fixed size
 * and the badge appears only after hydration, because the server cannot know the persisted cart.
 *
 * `checkoutPath` is where its Checkout button goes: the orders domain's page, named by the app that composes both.
 *
 * The drawer itself (cart-panel.tsx) is loaded when it is first wanted: its code is fetched as soon as the
 * pointer or focus reaches the button, so it is usually there by the time of the click (ADR 010).
 */
export function CartDrawer({ checkoutPath }: { checkoutPath: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const inCart = useAppSelector(selectCartCount);
  const count = hydrated ? inCart : 0;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'car' : 'cars'}` : 'Cart';
  const prefetch = () => {
    loadPanel().catch(() => {}); // a failure shows when the drawer is opened
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative shrink-0"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'cart-drawer' : undefined}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
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
      {wanted ? (
        <Suspense fallback={null}>
          <CartPanel
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
            checkoutPath={checkoutPath}
          />
        </Suspense>
      ) : null}
    </>
  );
}
