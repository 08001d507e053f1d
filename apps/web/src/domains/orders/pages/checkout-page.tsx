import { type CheckoutForm, checkoutFormSchema } from '@carshop/contract/order';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingCartIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { FIELD, fieldOf, TextareaField, TextField } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { SubmitButton } from '@/components/ui/submit-button';
import { emptyCart, isAvailable, selectCart } from '@/domains/cart/cart-slice';
import { OrderSummary } from '@/domains/cart/cart-summary';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { VerifyEmailBanner } from '@/domains/users/verify-email-banner';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { usePlaceOrderMutation } from '../api';
import { createKeyKeeper } from '../lib/idempotency-key';
import { orderDetailPath } from '../paths';

/** The form's own fields: the email is the account's, shown disabled (spec §2 "Checkout"). */
const customerSchema = checkoutFormSchema.omit({ email: true });
type CustomerFields = Omit<CheckoutForm, 'email'>;

/**
 * /checkout (signed in; the route guard sends visitors to /login and back). Customer Information and Your Order.
 * Placing the order sends the cart's car ids and quantities with an Idempotency-Key (one per attempt); the
 * server prices it. Success: the server's message, the cart emptied, /dashboard/order. A refusal (sold out,
 * too many, a car gone, an email not confirmed where the shop asks for it) shows the server's message and keeps
 * the cart, whose lines then show what changed; an account whose email is not confirmed sees the banner that
 * sends the link again (ADR 048).
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const user = useAppSelector(selectSessionUser);
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const keys = useRef(createKeyKeeper());
  const form = useForm<CustomerFields>({
    resolver: zodResolver(customerSchema),
    defaultValues: { name: '', phone: '', address: '' },
  });
  const field = fieldOf(form);
  const blocked = cart.cars.some((line) => !isAvailable(line));

  const onSubmit = async (values: CustomerFields) => {
    if (!user || cart.cars.length === 0 || blocked) return;
    setRefusal(null);
    const order = {
      ...values,
      email: user.email,
      userId: user.id,
      items: cart.cars.map((line) => ({ car: line.car._id, quentity: line.quentity })),
      totalPrice: cart.totalPrice,
    };
    try {
      const result = await placeOrder({ order, idempotencyKey: keys.current.keyFor(order) }).unwrap();
      keys.current.forget();
      dispatch(emptyCart());
      notify.success(result.message || 'Order created successfully');
      // The order's page is its confirmation: its number, lines, delivery details, what happens next.
      navigate(orderDetailPath(result.data._id), { state: { placed: true } });
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(message);
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
      {/* Why a shop that asks for a confirmed email (CHECKOUT_REQUIRES_VERIFIED_EMAIL) refuses, and "Send again". */}
      <VerifyEmailBanner />
      {cart.cars.length === 0 ? (
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
                {...field('address')}
              />
              <FormAlert message={refusal} />
              {blocked ? (
                <p id="checkout-blocked-hint" className="text-sm text-red-800">
                  Remove the cars that can no longer be bought (open the cart) to place your order.
                </p>
              ) : null}
              <SubmitButton
                pending={isLoading}
                disabled={blocked}
                size="lg"
                className="w-full"
                aria-describedby={blocked ? 'checkout-blocked-hint' : undefined}
              >
                Place Order
              </SubmitButton>
            </form>
          </HeadedSection>
          <OrderSummary lines={cart.cars} total={cart.totalPrice} />
        </div>
      )}
    </div>
  );
}
