import type { PriceBreakdown } from '@carshop/contract/checkout-terms';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney, type MoneySurface } from '@/lib/format';

/**
 * The server's price breakdown (ADR 053), line by line: the cars, each of the shop's fees, tax (added, or
 * contained in the prices), the total, and what is due now and at handover. Nothing here is computed: every
 * figure is the server's.
 */
export function PriceBreakdownList({
  breakdown,
  surface,
  decimals = false,
  className,
}: {
  breakdown: PriceBreakdown;
  /** Where it shows, and so how its money is written: as the rest of that page writes it (ADR 052). */
  surface: MoneySurface;
  decimals?: boolean;
  className?: string;
}) {
  const money = (amount: number) => formatMoney(amount, surface, { decimals });
  const { tax } = breakdown;
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)} data-testid="price-breakdown">
      <Row term="Cars">{money(breakdown.cars)}</Row>
      {breakdown.fees.map((fee) => (
        <Row key={fee.label} term={fee.label}>
          {money(fee.amount)}
        </Row>
      ))}
      {tax ? (
        tax.included ? (
          <Row term={`Prices include tax (${tax.rate}%)`}>{money(tax.amount)}</Row>
        ) : (
          <Row term={`Tax (${tax.rate}%)`}>{money(tax.amount)}</Row>
        )
      ) : null}
      <Row term="Total" strong>
        {money(breakdown.total)}
      </Row>
      <Row term="Due now" divided>
        {money(breakdown.dueNow)}
      </Row>
      <Row term="Due at handover">{money(breakdown.dueAtHandover)}</Row>
    </dl>
  );
}

function Row({
  term,
  strong,
  divided,
  children,
}: {
  term: string;
  strong?: boolean;
  divided?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'border-t border-slate-200 pt-2 text-base font-bold text-slate-900',
        divided && 'border-t border-dashed border-slate-200 pt-2',
      )}
    >
      <dt className={strong ? undefined : 'text-slate-600'}>{term}</dt>
      <dd className={cn('text-right whitespace-nowrap', strong ? undefined : 'font-medium text-slate-900')}>
        {children}
      </dd>
    </div>
  );
}
