import type { HandoverMethod, OrderTerms, PaymentChoice } from '@carshop/contract/checkout-terms';
import { SITE } from '@/content/site';
import { formatDay, formatMoney, type MoneySurface } from '@/lib/format';

/**
 * The words of the checkout's choices and of "What happens next" (issue 29), one place for the checkout and the
 * order's page, so what the buyer chose reads the same before and after the button.
 */
export const PAYMENT_WORDS: Record<PaymentChoice, { label: string; detail: string }> = {
  handover: { label: 'Pay at handover', detail: 'Nothing to pay now: you pay when you get the car.' },
  deposit: {
    label: 'Reserve with a deposit',
    detail: 'Pay a deposit online now and the car is reserved for you; the rest at handover.',
  },
  full: {
    label: 'Pay in full online',
    detail: 'Pay the whole price online now; nothing is due at handover.',
  },
};

export const HANDOVER_WORDS: Record<HandoverMethod, { label: string; detail: string }> = {
  pickup: { label: 'Pickup at the showroom', detail: SITE.address },
  delivery: { label: 'Delivery', detail: 'We bring the car to the address you give.' },
};

type Plan = Pick<OrderTerms, 'payment' | 'handover' | 'handoverDate'> & {
  breakdown: Pick<OrderTerms['breakdown'], 'total' | 'dueNow' | 'dueAtHandover'>;
};

/** When and where the car is handed over, in words: "at our showroom on Wednesday, December 2, 2026". */
export function handoverInWords(plan: Pick<Plan, 'handover' | 'handoverDate'>): string {
  const where = plan.handover === 'pickup' ? `at our showroom (${SITE.address})` : 'at the address you gave';
  return plan.handoverDate
    ? `${where} on ${formatDay(plan.handoverDate)}`
    : `${where}, on a day we agree with you`;
}

/**
 * "What happens next" for a checkout not yet placed, step by step, in the buyer's words: what they pay, when, and
 * where they get the car. Amounts are the server's (the quote's breakdown).
 */
export function nextStepsOf(plan: Plan, surface: MoneySurface = 'checkout'): string[] {
  const money = (amount: number) => formatMoney(amount, surface, { decimals: true });
  const { breakdown } = plan;
  const handover = handoverInWords(plan);
  const confirm = 'We check your order and call you to confirm the handover.';
  switch (plan.payment) {
    case 'handover':
      return [
        'You place the order: nothing is paid now.',
        confirm,
        `You get the car ${handover} and pay ${money(breakdown.total)} then.`,
      ];
    case 'deposit':
      return [
        `You place the order and go to our payment provider's secure page to pay the deposit of ${money(breakdown.dueNow)}. The car is held for you while you pay.`,
        `Once the deposit is paid the car is reserved for you. ${confirm}`,
        `You get the car ${handover} and pay the rest, ${money(breakdown.dueAtHandover)}, then.`,
      ];
    case 'full':
      return [
        `You place the order and go to our payment provider's secure page to pay ${money(breakdown.dueNow)}. The car is held for you while you pay.`,
        `Once paid the car is yours. ${confirm}`,
        `You get the car ${handover}; nothing more is due.`,
      ];
  }
}

/** The handover as a sentence of its own: "Delivery at the address you gave on …". */
export function handoverSentence(plan: Pick<Plan, 'handover' | 'handoverDate'>): string {
  return `${plan.handover === 'pickup' ? 'Pickup' : 'Delivery'} ${handoverInWords(plan)}.`;
}
