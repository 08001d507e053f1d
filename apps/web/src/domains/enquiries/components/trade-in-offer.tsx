import type { Enquiry, TradeIn } from '@carshop/contract/enquiry';
import { orderPage } from '@carshop/contract/page-paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { formatMileage } from '@/lib/units';
import { useAcceptTradeInMutation, useOfferForTradeInMutation } from '../api';
import { formatDay } from '../lib/format-day';

/** What the shop offered, as the buyer and staff read it. */
const offerText = (amount: number) => formatMoney(amount, 'customer-order', { decimals: true });

const CONDITIONS: Record<TradeIn['condition'], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/** The buyer's car as they described it, with their photos. */
function TradeInFacts({ tradeIn }: { tradeIn: TradeIn }) {
  const facts: [string, string][] = [
    ['Car', `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}`],
    ...(tradeIn.vin ? [['VIN', tradeIn.vin] as [string, string]] : []),
    ...(tradeIn.registration ? [['Registration', tradeIn.registration] as [string, string]] : []),
    ['Mileage', `${formatMileage(tradeIn.mileage)}`],
    ['Condition', CONDITIONS[tradeIn.condition]],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {tradeIn.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="Photos of the car">
          {tradeIn.photos.map((photo, i) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.replace(/-\d+\.webp$/, '-480.webp')}
                  alt={`The car, view ${i + 1}`}
                  className="aspect-[16/10] w-full rounded-md object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The offer's state in words: accepted (with its order), expired, or valid until a day. */
function OfferState({ offer }: { offer: NonNullable<TradeIn['offer']> }) {
  if (offer.acceptedAt)
    return (
      <p className="text-sm text-green-800">
        Accepted.
        {offer.order ? (
          <>
            {' '}
            It goes with{' '}
            <Link to={orderPage(offer.order._id)} className="font-medium underline underline-offset-4">
              order {offer.order.number}
            </Link>
            .
          </>
        ) : null}
      </p>
    );
  return <p className="text-sm text-slate-700">Valid until {formatDay(offer.validUntil)}.</p>;
}

/** Staff answer a trade-in with an offer (issue 32): an amount and its last day; the buyer is mailed. */
export function TradeInOfferControls({ enquiry, tradeIn }: { enquiry: Enquiry; tradeIn: TradeIn }) {
  const id = useId();
  const [offerFor, { isLoading }] = useOfferForTradeInMutation();
  const [amount, setAmount] = useState(tradeIn.offer ? String(tradeIn.offer.amount) : '');
  const [validUntil, setValidUntil] = useState(tradeIn.offer?.validUntil ?? '');
  const [error, setError] = useState<string>();
  const accepted = tradeIn.offer?.acceptedAt != null;
  const send = () => {
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      setError('Enter the amount you offer');
      return;
    }
    setError(undefined);
    return mutateWithToast(offerFor({ id: enquiry._id, amount: value, validUntil }));
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border border-teal-200 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Trade-in
        {tradeIn.offer ? `: ${offerText(tradeIn.offer.amount)} offered` : ': no offer yet'}
      </h3>
      <TradeInFacts tradeIn={tradeIn} />
      {tradeIn.offer ? <OfferState offer={tradeIn.offer} /> : null}
      {accepted ? null : (
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            id={`${id}-amount`}
            label="Offer"
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            id={`${id}-until`}
            label="Valid until"
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
          />
          <Button type="button" disabled={isLoading} aria-busy={isLoading} onClick={send}>
            {isLoading && <Spinner />}
            {tradeIn.offer ? 'Send new offer' : 'Send offer'}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The buyer's side (issue 32): the offer, and Accept until its last day. */
export function TradeInOfferPanel({ enquiry, tradeIn }: { enquiry: Enquiry; tradeIn: TradeIn }) {
  const [accept, { isLoading }] = useAcceptTradeInMutation();
  const { offer } = tradeIn;
  return (
    <section aria-label="Our offer" className="grid gap-3 rounded-md border border-teal-200 p-3">
      <TradeInFacts tradeIn={tradeIn} />
      {offer ? (
        <div className="grid gap-2 rounded-md bg-teal-50 p-3">
          <p className="text-lg font-semibold text-slate-900">We offer {offerText(offer.amount)}</p>
          <OfferState offer={offer} />
          {offer.acceptedAt ? null : (
            <Button
              type="button"
              className="justify-self-start"
              disabled={isLoading}
              aria-busy={isLoading}
              onClick={() => mutateWithToast(accept({ id: enquiry._id }))}
            >
              {isLoading && <Spinner />}
              Accept offer
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          No offer yet. We email you as soon as we have valued your car.
        </p>
      )}
    </section>
  );
}
