import type { Order } from '@carshop/contract/order';
import { CreditCardIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useStartCheckoutSessionMutation } from '../api';

/**
 * "Pay now" for an unpaid online order in its hold: the provider's hosted page for what the order owes now. The
 * button says so and stays disabled while the page is asked for and the browser leaves; a refusal (the hold
 * ended, nothing due, no provider) shows the server's message.
 */
export function PayNowButton({ order }: { order: Pick<Order, '_id'> }) {
  const [start, { isLoading }] = useStartCheckoutSessionMutation();
  const [leaving, setLeaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pay = async () => {
    setRefusal(null);
    try {
      const { data } = await start(order._id).unwrap();
      setLeaving(true);
      window.location.assign(data.url);
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(message);
    }
  };
  const busy = isLoading || leaving;
  return (
    <div className="grid gap-2">
      <Button onClick={() => void pay()} disabled={busy} aria-busy={busy} className="justify-self-start">
        {busy ? <Spinner /> : <CreditCardIcon aria-hidden="true" />}
        {busy ? 'Going to the payment page…' : 'Pay now'}
      </Button>
      <FormAlert message={refusal} />
    </div>
  );
}
