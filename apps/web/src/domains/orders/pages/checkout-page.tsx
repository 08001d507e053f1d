import { orderNumber } from '@carshop/contract/order';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { ShoppingCartIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { FIELD, fieldOf, TextareaField, TextField } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { SubmitButton } from '@/components/ui/submit-button';
import { emptyCart, isAvailable, selectCart } from '@/domains/cart/cart-slice';
import { OrderSummary } from '@/domains/cart/cart-summary';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { useLinkTradeInMutation, useOpeningHoursQuery } from '@/domains/enquiries/api';
import { CheckoutTradeIn } from '@/domains/enquiries/checkout-trade-in';
import { VerifyEmailBanner } from '@/domains/users/verify-email-banner';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { usePlaceOrderMutation, useQuoteOrderQuery, useStartCheckoutSessionMutation } from '../api';
import { CheckoutTermsSection } from '../components/checkout-terms-section';
import { CHECKOUT_DEFAULTS, type CheckoutFields, checkoutSchema } from '../lib/checkout-form';
import { createKeyKeeper } from '../lib/idempotency-key';
import { useChoicesKeptOffered, usePrefillFromLastOrder } from '../lib/use-checkout-defaults';
import { orderDetailPath } from '../paths';

/** A refusal of the payment page after the order was placed: the message, and the order it concerns. */
type Refusal = { message: string; order?: { _id: string; number: number } };

/**
 * /checkout (signed in; the route guard sends visitors to /login and back). Customer Information with the car's
 * terms (how the buyer pays, pickup or delivery and the day, the server's breakdown, what happens next: issue
 * 29), and Your Order. Name, phone and address come from the customer's last order, where a field is still
 * untouched. Placing the order sends the cart's car ids and quantities and the choices with an Idempotency-Key
 * (one per attempt); the server prices it. Paid at handover: the server's message, the cart emptied, the
 * order's page. A deposit or everything online: then the provider's hosted payment page. A refusal (sold out,
 * too many, a car gone, an email not confirmed, no payment page) shows the server's message and keeps the cart
 * and the form.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const user = useAppSelector(selectSessionUser);
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const [startPayment, { isLoading: startingPayment }] = useStartCheckoutSessionMutation();
  const [leaving, setLeaving] = useState(false);
  const [tradeInId, setTradeInId] = useState('');
  const [linkTradeIn] = useLinkTradeInMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const keys = useRef(createKeyKeeper());
  const blocked = cart.cars.some((line) => !isAvailable(line));

  const hours = useOpeningHoursQuery().data?.data;
  // The rules depend on the quote, which depends on the choices in the form: the form asks for the latest.
  const rules = useRef(checkoutSchema(undefined, undefined));
  const form = useForm<CheckoutFields>({
    defaultValues: CHECKOUT_DEFAULTS,
    resolver: (values, context, options) =>
      (zodResolver(rules.current) as unknown as Resolver<CheckoutFields>)(values, context, options),
  });
  const [payment, handover, handoverDate] = form.watch(['payment', 'handover', 'handoverDate']);
  const items = cart.cars.map((line) => ({ car: line.car._id, quentity: line.quentity }));
  const quoteQuery = useQuoteOrderQuery(
    user && items.length > 0 && !blocked ? { items, payment, handover } : skipToken,
  );
  const quote = quoteQuery.data?.data;
  rules.current = useMemo(() => checkoutSchema(quote, hours?.days), [quote, hours]);
  const field = fieldOf(form);

  useChoicesKeptOffered(form, quote, handover);
  usePrefillFromLastOrder(form, user?.id);

  const online = quote !== undefined && payment !== 'handover';
  const onSubmit = async (values: CheckoutFields) => {
    if (!user || cart.cars.length === 0 || blocked) return;
    setRefusal(null);
    const { payment: chosen, handover: method, handoverDate: day, ...customer } = values;
    const order = {
      ...customer,
      email: user.email,
      userId: user.id,
      items,
      totalPrice: cart.totalPrice,
      // The choices go with the order once the buyer has seen what they mean (the quote); without it the order
      // is the specification's: paid at handover, the day agreed later.
      ...(quote ? { payment: chosen, handover: method, handoverDate: day } : {}),
    };
    let placed: { _id: string; number: number } | undefined;
    try {
      const result = await placeOrder({ order, idempotencyKey: keys.current.keyFor(order) }).unwrap();
      placed = result.data;
      // The accepted trade-in chosen goes with the order; the order stands if that fails (it can be asked again).
      if (tradeInId) await mutateQuietly(linkTradeIn({ id: tradeInId, orderId: result.data._id }));
      if (online && chosen !== 'handover') {
        // The same key again gives back this order, so a retry after a refused payment page places no second one.
        const session = await startPayment(result.data._id).unwrap();
        flushSync(() => setLeaving(true));
        keys.current.forget();
        dispatch(emptyCart());
        window.location.assign(session.data.url);
        return;
      }
      // Leaving: the form stays (its button disabled) until the order's page shows, never "Your cart is empty".
      flushSync(() => setLeaving(true));
      keys.current.forget();
      dispatch(emptyCart());
      notify.success(result.message || 'Order created successfully');
      // The order's page is its confirmation: its number, lines, delivery details, what happens next.
      navigate(orderDetailPath(result.data._id), { state: { placed: true } });
    } catch (error) {
      const message = errorMessage(error);
      setRefusal({ message, order: placed });
      notify.error(message);
    }
  };

  const busy = placing || startingPayment || leaving;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
      {/* Why a shop that asks for a confirmed email (CHECKOUT_REQUIRES_VERIFIED_EMAIL) refuses, and "Send again". */}
      <VerifyEmailBanner />
      {cart.cars.length === 0 && !leaving ? (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <ShoppingCartIcon aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">Your cart is empty</p>
          <ButtonLink to={cataloguePaths.catalogue}>Browse cars</ButtonLink>
        </div>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <HeadedSection look="roomy-card" headingId="checkout-customer-title" title="Customer Information">
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <TextField id="checkout-name" {...FIELD.name} label="Full Name" {...field('name')} />
              <TextField
                id="checkout-email"
                label="Email"
                type="email"
                value={user?.email ?? ''}
                disabled
                readOnly
                hint="The email of your account."
              />
              <TextField id="checkout-phone" {...FIELD.phone} {...field('phone')} />
              <TextareaField
                id="checkout-address"
                label="Address"
                rows={3}
                autoComplete="street-address"
                required
                hint={handover === 'delivery' && quote ? 'We deliver the car to this address.' : undefined}
                {...field('address')}
              />
              {blocked ? null : (
                <CheckoutTermsSection
                  quote={quote}
                  updating={quoteQuery.isFetching}
                  failed={quoteQuery.isError}
                  retry={() => void quoteQuery.refetch()}
                  choices={{ payment, handover, handoverDate }}
                  register={{
                    payment: form.register('payment'),
                    handover: form.register('handover'),
                    handoverDate: field('handoverDate'),
                  }}
                  hours={hours?.summary}
                />
              )}
              {user ? <CheckoutTradeIn value={tradeInId} onChange={setTradeInId} /> : null}
              <RefusalAlert refusal={refusal} />
              {blocked ? (
                <p id="checkout-blocked-hint" className="text-sm text-red-800">
                  Remove the cars that can no longer be bought (open the cart) to place your order.
                </p>
              ) : null}
              <SubmitButton
                pending={busy}
                disabled={blocked}
                size="lg"
                className="w-full"
                aria-describedby={blocked ? 'checkout-blocked-hint' : undefined}
              >
                {online && busy ? 'Going to the payment page…' : 'Place Order'}
              </SubmitButton>
            </form>
          </HeadedSection>
          <OrderSummary lines={cart.cars} total={cart.totalPrice} payable={quote?.breakdown.total} />
        </div>
      )}
    </div>
  );
}

/** Waits for a side request and tells its failure without stopping the checkout. */
async function mutateQuietly(request: { unwrap: () => Promise<unknown> }) {
  try {
    await request.unwrap();
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

/** The server's refusal; when the order was placed but its payment page refused, a way to that order. */
function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  if (!refusal.order) return <FormAlert message={refusal.message} />;
  return (
    <div role="alert" className="grid gap-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">{refusal.message}</p>
      <p>
        Your order {orderNumber(refusal.order)} is placed and waits for payment.{' '}
        <Link to={orderDetailPath(refusal.order._id)} className="font-medium underline">
          See order {orderNumber(refusal.order)}
        </Link>
      </p>
    </div>
  );
}
