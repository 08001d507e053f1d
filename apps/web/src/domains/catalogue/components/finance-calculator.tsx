import {
  DEFAULT_FINANCE_APR,
  estimateFinance,
  FINANCE_DEFAULTS,
  FINANCE_TERMS,
  MAX_FINANCE_APR,
} from '@carshop/contract/finance';
import { useState } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { financeApr } from '@/lib/finance-apr';
import { formatMoney } from '@/lib/format';

type DownMode = 'amount' | 'percent';
type Field = 'price' | 'down' | 'apr';

/** `12,500.50` as typed: digits with an optional decimal part, group commas and spaces ignored; else NaN. */
function parseAmount(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^(\d+\.?\d*|\.\d+)$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The server's FINANCE_APR; the default when the page had none. */
const startingApr = (): number => financeApr() ?? DEFAULT_FINANCE_APR;

/** A number as an input shows it: at most two decimals, none when whole. */
const shown = (value: number) => String(Math.round(value * 100) / 100);

const money = (amount: number) => formatMoney(amount, 'detail', { decimals: true });

const DOWN_MODES: [DownMode, string][] = [
  ['amount', 'Amount'],
  ['percent', 'Percent'],
];

function Figure({ label, amount, hint }: { label: string; amount: number; hint: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{money(amount)}</dd>
      <dd className="text-xs text-slate-600">{hint}</dd>
    </div>
  );
}

/**
 * The car page's finance estimate (issue 22): the car's price, a down payment (an amount or a percentage of the
 * price), a term and a yearly rate (FINANCE_APR to start with) give the monthly payment and what the loan costs.
 * Rendered on the server with those defaults; recomputed on every keystroke. A field that is not a number in
 * range is named in the results instead of a figure.
 */
export function FinanceCalculator({ price: carPrice }: { price: number }) {
  const [priceText, setPriceText] = useState(shown(carPrice));
  const [downMode, setDownMode] = useState<DownMode>('percent');
  const [downText, setDownText] = useState(String(FINANCE_DEFAULTS.downPercent));
  const [months, setMonths] = useState<number>(FINANCE_DEFAULTS.months);
  const [aprText, setAprText] = useState(() => shown(startingApr()));

  const price = parseAmount(priceText);
  const down = parseAmount(downText);
  const apr = parseAmount(aprText);
  const errors: Partial<Record<Field, string>> = {};
  if (!(price > 0)) errors.price = 'Enter the price, an amount above 0.';
  if (downMode === 'amount' && Number.isNaN(down))
    errors.down = 'Enter the down payment, an amount of 0 or more.';
  if (downMode === 'percent' && !(down <= 100))
    errors.down = 'Enter the down payment as a percentage from 0 to 100.';
  if (!(apr <= MAX_FINANCE_APR))
    errors.apr = `Enter the annual rate, a percentage from 0 to ${MAX_FINANCE_APR}.`;
  const messages = Object.entries(errors);
  const downPayment = downMode === 'percent' ? (price * down) / 100 : down;
  const estimate = messages.length ? null : estimateFinance({ price, downPayment, months, apr });

  /** The down payment kept as the same money when the buyer switches between an amount and a percentage. */
  function switchDownMode(mode: DownMode) {
    if (mode === downMode) return;
    if (price > 0 && !errors.down)
      setDownText(shown(mode === 'percent' ? (down / price) * 100 : downPayment));
    setDownMode(mode);
  }

  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `finance-${field}-error` } : {};
  /** A figure the buyer types (`finance-<field>`), marked invalid with its message's id when it is. */
  const amountInput = (field: Field, value: string, set: (text: string) => void, className?: string) => (
    <Input
      id={`finance-${field}`}
      inputMode="decimal"
      autoComplete="off"
      className={className}
      value={value}
      onChange={(event) => set(event.target.value)}
      {...invalid(field)}
    />
  );

  return (
    <HeadedSection
      look="band"
      id="finance-calculator"
      headingId="finance-calculator-heading"
      title="Finance calculator"
    >
      <div className="grid gap-6 md:grid-cols-2 md:gap-12">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="finance-price">Price</Label>
            {amountInput('price', priceText, setPriceText)}
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="finance-down">Down payment</Label>
            <div className="flex gap-2">
              {amountInput('down', downText, setDownText, 'min-w-0')}
              <fieldset className="flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5">
                <legend className="sr-only">Down payment as</legend>
                {DOWN_MODES.map(([mode, label]) => (
                  <label
                    key={mode}
                    className="flex cursor-pointer items-center rounded px-2.5 text-sm font-medium text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="finance-down-mode"
                      value={mode}
                      className="sr-only"
                      checked={downMode === mode}
                      onChange={() => switchDownMode(mode)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="finance-term">Term</Label>
            <NativeSelect
              id="finance-term"
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {FINANCE_TERMS.map((term) => (
                <option key={term} value={term}>
                  {term} months
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="finance-apr">Annual rate (%)</Label>
            {amountInput('apr', aprText, setAprText)}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          {/* A status region: a screen reader says the new figures (or what to fix) as the buyer types. */}
          <div
            role="status"
            aria-live="polite"
            className="rounded-xl border border-slate-200 bg-slate-50 p-5"
          >
            {estimate ? (
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="flex flex-col gap-1 sm:col-span-2">
                  <dt className="text-sm font-medium text-slate-600">Monthly payment</dt>
                  <dd className="text-3xl font-bold text-brand-700">{money(estimate.monthlyPayment)}</dd>
                </div>
                <Figure
                  label="Total paid"
                  amount={estimate.totalPaid}
                  hint={`Down payment and ${months} monthly payments`}
                />
                <Figure
                  label="Total interest"
                  amount={estimate.totalInterest}
                  hint={`At ${shown(apr)} % a year`}
                />
              </dl>
            ) : (
              messages.map(([field, message]) => (
                <p key={field} id={`finance-${field}-error`} className="text-sm text-red-700">
                  {message}
                </p>
              ))
            )}
          </div>
          <p className="text-xs text-slate-600">
            An estimate, not an offer of credit: the rate and payments a lender offers depend on its approval,
            and taxes and fees are not included.
          </p>
        </div>
      </div>
    </HeadedSection>
  );
}
