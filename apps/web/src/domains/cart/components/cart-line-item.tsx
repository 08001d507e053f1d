import { MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CarImage } from '@/domains/catalogue/car-image';
import { formatAmount, formatMoney } from '@/lib/format';
import { useAppDispatch } from '@/lib/store-hooks';
import { addBlockedReason } from '../add-to-cart-button';
import { addCar, type CartLine, deleteCar, isAvailable, lineTotal, removeCar } from '../cart-slice';
import { useFreshCartLine } from '../hooks/use-fresh-cart-line';
import { CartLineNotices } from './cart-line-notices';

/**
 * One line of the drawer (spec §2 "Cart drawer"): picture, brand, − and +, '{price} X {quantity} = {line
 * total}৳' and delete. The car is checked with the server while the line is shown.
 */
/** A small icon button of the line: delete, one less, one more. */
const GHOST_ICON = { type: 'button', variant: 'ghost', size: 'icon' } as const;

export function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  useFreshCartLine(line);
  const { car, quentity } = line;
  const name = `${car.brand} ${car.model}`;
  const available = isAvailable(line);
  const blocked = available ? addBlockedReason(car, quentity) : null;
  const hintId = `cart-line-hint-${car._id}`;

  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div className="w-20 shrink-0 self-start overflow-hidden rounded-md border border-slate-200">
        <CarImage src={car.image} alt={name} sizes="80px" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 leading-tight">
            <span className="block font-semibold text-slate-900">{car.brand}</span>
            <span className="block truncate text-sm text-slate-600">{car.model}</span>
          </p>
          <Button
            {...GHOST_ICON}
            className="-mt-1 -mr-2 size-9! text-slate-600! hover:text-red-700"
            aria-label={`Delete ${name} from the cart`}
            onClick={() => dispatch(deleteCar(car._id))}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="flex items-center rounded-md border border-slate-300">
            <Button
              {...GHOST_ICON}
              className="size-8! rounded-r-none"
              aria-label={`Remove one ${name}`}
              onClick={() => dispatch(removeCar(car._id))}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <output className="min-w-8 text-center text-sm font-semibold" aria-label={`Quantity of ${name}`}>
              {quentity}
            </output>
            <Button
              {...GHOST_ICON}
              className="size-8! rounded-l-none"
              aria-label={`Add one ${name}`}
              aria-describedby={blocked ? hintId : undefined}
              disabled={!available || Boolean(blocked)}
              onClick={() => dispatch(addCar(car))}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
          <p className="text-sm text-slate-700" data-testid="cart-line-amount">
            {formatAmount(car.price)} X {quentity} = {formatMoney(lineTotal(line), 'cart')}
          </p>
        </div>
        {blocked ? (
          <p id={hintId} className="text-xs text-slate-600">
            {blocked.long}
          </p>
        ) : null}
        <CartLineNotices line={line} surface="cart" />
      </div>
    </li>
  );
}
