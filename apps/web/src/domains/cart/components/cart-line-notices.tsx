import { formatMoney, type MoneySurface } from '@/lib/format';
import type { CartLine } from '../cart-slice';

/** What the last check with the server changed on a line: shown, never hidden (issue 8). */
export function CartLineNotices({ line, surface }: { line: CartLine; surface: MoneySurface }) {
  const { notice, car } = line;
  if (!notice) return null;
  const messages: { text: string; danger: boolean }[] = [];
  if (notice.removed) {
    messages.push({ text: 'No longer for sale: remove it to check out.', danger: true });
  } else if (notice.soldOut) {
    messages.push({ text: 'Sold out: remove it to check out.', danger: true });
  }
  if (notice.priceWas !== undefined && !notice.removed) {
    messages.push({
      text: `Price changed from ${formatMoney(notice.priceWas, surface)} to ${formatMoney(car.price, surface)}.`,
      danger: false,
    });
  }
  if (notice.quantityWas !== undefined && !notice.soldOut && !notice.removed) {
    messages.push({
      text: `Only ${line.quentity} can be ordered now (you had ${notice.quantityWas}).`,
      danger: false,
    });
  }
  return (
    <ul className="grid gap-1" data-testid="cart-line-notices">
      {messages.map((message) => (
        <li
          key={message.text}
          className={
            message.danger
              ? 'rounded-md bg-red-50 px-2 py-1 text-xs font-medium text-red-800'
              : 'rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900'
          }
        >
          {message.text}
        </li>
      ))}
    </ul>
  );
}
