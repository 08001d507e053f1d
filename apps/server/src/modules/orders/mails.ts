import { currencySign, formatDigits, withSign } from '@carshop/contract/money';
import { type Order, type OrderStatus, orderNumber } from '@carshop/contract/order';
import { orderPage } from '@carshop/contract/page-paths';
import { composeMail, greetingFor, type Mail } from '../mail/service.ts';

/**
 * The order's messages to its customer (issue 20): placed, each status change, canceled by the customer or by
 * the shop. Each names the order by its number and links to its page when the shop's address is known. To an
 * address the account has not proven (`proven` false, ADR 048) they carry nothing the customer typed: no name,
 * phone or delivery address (whoever signed up with a stranger's address would choose them), only the shop's
 * words, the cars and the prices; the order's page shows the rest.
 */

export type OrderMailSettings = {
  shopName: string;
  /** The shop's address for links (PUBLIC_URL, or the local address of a demo); never a request's Host. */
  origin: string;
  /** SHOP_CURRENCY; unset: the taka, as the order pages show it (spec). */
  currency?: string | undefined;
};

/** A price as the customer's order pages show it: `12,500৳`, or in SHOP_CURRENCY (`€12,500`). */
const amount = (settings: OrderMailSettings, value: number) =>
  withSign(formatDigits(value), currencySign(settings.currency ?? 'BDT'));

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

const orderLink = (settings: OrderMailSettings, order: Order) => ({
  label: 'View your order',
  url: `${settings.origin}${orderPage(order._id)}`,
});

/** The cars, then the breakdown the server worked out at checkout (fees, tax), and the total. */
function linesTable(settings: OrderMailSettings, order: Order) {
  const { breakdown } = order.terms;
  const tax = breakdown.tax;
  return {
    head: ['Car', 'Qty', 'Price'],
    rows: [
      ...order.items.map((item) => [
        `${item.car.brand} ${item.car.model} (${item.car.year})`,
        String(item.quentity),
        amount(settings, item.price * item.quentity),
      ]),
      ...breakdown.fees.map((fee) => [fee.label, '', amount(settings, fee.amount)]),
      ...(tax
        ? [
            [
              tax.included ? `Tax included (${tax.rate}%)` : `Tax (${tax.rate}%)`,
              '',
              amount(settings, tax.amount),
            ],
          ]
        : []),
    ],
    foot: ['Total', '', amount(settings, order.totalPrice)],
  };
}

const PAYMENT_WORDS: Record<Order['terms']['payment'], string> = {
  handover: 'At handover',
  deposit: 'A deposit online, the rest at handover',
  full: 'In full online',
};

/** How the buyer pays and gets the cars (issue 29): the order's terms, shown in every message about it. */
function termsDetails(settings: OrderMailSettings, order: Order): [string, string][] {
  const { payment, handover, handoverDate, breakdown } = order.terms;
  const when = handoverDate ? `on ${handoverDate}` : 'on a day we agree with you';
  return [
    ['How you pay', PAYMENT_WORDS[payment]],
    [
      'Handover',
      handover === 'delivery' ? `Delivery to your address ${when}` : `Pickup at the showroom ${when}`,
    ],
    ...(payment === 'handover'
      ? []
      : ([
          ['Due online now', amount(settings, breakdown.dueNow)],
          ['Due at handover', amount(settings, breakdown.dueAtHandover)],
        ] as [string, string][])),
  ];
}

/** What happens next, in words that match how the buyer chose to pay. */
function whatHappensNext(settings: OrderMailSettings, order: Order): string {
  const { payment, breakdown } = order.terms;
  const cancel = 'While the order is pending you can cancel it from its page.';
  if (payment === 'deposit')
    return (
      `What happens next: pay the deposit of ${amount(settings, breakdown.dueNow)} online to reserve the car; ` +
      `the rest, ${amount(settings, breakdown.dueAtHandover)}, is paid when the car is handed over. We then ` +
      `call you to confirm the handover. ${cancel}`
    );
  if (payment === 'full')
    return (
      `What happens next: pay ${amount(settings, breakdown.dueNow)} online; once it is paid we call you to ` +
      `confirm the handover. ${cancel}`
    );
  return (
    'What happens next: we check your order and call you to arrange the handover. You pay when the car is ' +
    `handed over to you. ${cancel}`
  );
}

const deliveryDetails = (order: Order, proven: boolean): [string, string][] =>
  proven
    ? [
        ['Order number', orderNumber(order)],
        ['Name', order.name],
        ['Phone', order.phone],
        ['Delivery address', order.address],
      ]
    : [
        ['Order number', orderNumber(order)],
        ['Delivery details', "on the order's page"],
      ];

export function orderPlacedMail(settings: OrderMailSettings, order: Order, proven: boolean): Mail {
  return composeMail(settings.shopName, {
    to: order.email,
    subject: `Order ${orderNumber(order)} confirmed`,
    greeting: greetingFor(order.name, proven),
    paragraphs: [`Thank you for your order. Your order number is ${orderNumber(order)}.`],
    details: [...deliveryDetails(order, proven), ...termsDetails(settings, order)],
    table: linesTable(settings, order),
    after: [whatHappensNext(settings, order)],
    action: orderLink(settings, order),
  });
}

/** Who moved the order: an admin, the customer (canceling), or the shop (a pending order left too long). */
export type StatusChangeBy = 'admin' | 'customer' | 'shop';

/** Why the shop released an order paid online (modules/payments, ADR 054), and whether a paid deposit is kept. */
export type OrderRelease = { reason: 'hold' | 'reservation'; depositKept: boolean };

function releaseWords(order: Order, { reason, depositKept }: OrderRelease): string {
  if (reason === 'hold')
    return (
      `Order ${orderNumber(order)} was canceled because it was not paid in time, so its cars are back on sale. ` +
      'Nothing was kept: a payment that went through after that is refunded in full. You can place a new order ' +
      'at any time.'
    );
  return (
    `The reservation of order ${orderNumber(order)} ended before the order was confirmed, so it was canceled and ` +
    `its cars are back on sale. ${depositKept ? 'As our terms of sale say, the deposit is kept.' : 'Your deposit is refunded in full.'}`
  );
}

export function statusChangedMail(
  settings: OrderMailSettings,
  order: Order,
  {
    from,
    by,
    pendingDays,
    proven,
    release,
  }: {
    from: OrderStatus;
    by: StatusChangeBy;
    pendingDays?: number;
    proven: boolean;
    release?: OrderRelease;
  },
): Mail {
  const to = order.status;
  const why = release
    ? releaseWords(order, release)
    : by === 'customer'
      ? `You canceled order ${orderNumber(order)}. The cars are back in the showroom.`
      : by === 'shop'
        ? `Order ${orderNumber(order)} was canceled because it stayed pending for ${pendingDays ?? 'several'} days ` +
          'without being confirmed. You can place a new order at any time.'
        : to === 'canceled'
          ? `Order ${orderNumber(order)} was canceled by the shop. If you did not expect this, please contact us.`
          : `The status of order ${orderNumber(order)} changed from ${STATUS_WORDS[from]} to ${STATUS_WORDS[to]}.`;
  return composeMail(settings.shopName, {
    to: order.email,
    subject: `Order ${orderNumber(order)}: ${STATUS_WORDS[to]}`,
    greeting: greetingFor(order.name, proven),
    paragraphs: [why],
    details: [
      ...deliveryDetails(order, proven),
      ['Status', STATUS_WORDS[to]],
      ...termsDetails(settings, order),
    ],
    table: linesTable(settings, order),
    action: orderLink(settings, order),
  });
}
