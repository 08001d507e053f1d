import type { Enquiry } from '@carshop/contract/enquiry';
import { currencySign, formatDigits, withSign } from '@carshop/contract/money';
import { PAGE_PATHS, productPage } from '@carshop/contract/page-paths';
import { TRADE_IN_CONDITION_LABELS, type TradeInOffer, tradeInTitle } from '@carshop/contract/trade-in';
import { formatDistance } from '@carshop/contract/units';
import { composeMail, greetingFor, type Mail, type MailSettings } from '../mail/service.ts';

/**
 * A trade-in's messages (issue 32): the shop's copy with the car and its photos (Reply-To the sender), the sender's
 * acknowledgement, and the offer. As for every enquiry (ADR 048), the sender's own words (name, phone, message, the
 * car they described) go back only to their proven address: the shop only names its own car and its offer.
 */

const money = (settings: MailSettings, value: number) =>
  withSign(formatDigits(value), currencySign(settings.currency ?? 'BDT'));

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export function tradeInShopMail(settings: MailSettings, enquiry: Enquiry): Mail {
  const tradeIn = enquiry.tradeIn!;
  const details: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone ?? 'not given'],
    ['Their car', tradeInTitle(tradeIn)],
    ['VIN', tradeIn.vin ?? 'not given'],
    ['Registration', tradeIn.registration ?? 'not given'],
    ['Mileage', formatDistance(tradeIn.mileage, settings.units)],
    ['Condition', TRADE_IN_CONDITION_LABELS[tradeIn.condition]],
    ...tradeIn.photos.map((photo, i): [string, string] => [`Photo ${i + 1}`, `${settings.origin}${photo}`]),
    ...(enquiry.car ? [['Wants', enquiry.car.title] as [string, string]] : []),
    ...(enquiry.car?._id
      ? [['Car page', `${settings.origin}${productPage(enquiry.car._id)}`] as [string, string]]
      : []),
  ];
  return {
    ...composeMail(settings.shopName, {
      to: settings.shopEmail,
      subject: `Trade-in: ${tradeInTitle(tradeIn)}${enquiry.car ? ` for the ${enquiry.car.title}` : ''}`,
      greeting: 'Hello,',
      paragraphs: [
        `${enquiry.name} would like to know what their ${tradeInTitle(tradeIn)} is worth. Answer with an offer from the enquiries.`,
        ...enquiry.message
          .split(/\n+/)
          .filter(Boolean)
          .map((line) => `> ${line}`),
      ],
      details,
      action: { label: 'Open the enquiries', url: `${settings.origin}${PAGE_PATHS.dashboardEnquiries}` },
    }),
    replyTo: enquiry.email,
  };
}

/** `proven`: the address is the signed-in sender's own, proven email (ADR 048). */
export function tradeInReceivedMail(settings: MailSettings, enquiry: Enquiry, proven: boolean): Mail {
  return composeMail(settings.shopName, {
    to: enquiry.email,
    subject: 'We received your trade-in request',
    greeting: greetingFor(enquiry.name, proven),
    paragraphs: [
      proven
        ? `Thank you for telling us about your ${tradeInTitle(enquiry.tradeIn!)}. We will value it and email you an offer, usually within a working day.`
        : 'Thank you for telling us about your car. We will value it and email you an offer, usually within a working day.',
    ],
    ...(proven
      ? { action: { label: 'Your enquiries', url: `${settings.origin}${PAGE_PATHS.myEnquiries}` } }
      : {}),
    after: ['If you did not write to us, you can ignore this message.'],
  });
}

/**
 * The shop's offer: the amount and its last day. The buyer accepts it in their dashboard (signed in with this
 * address); from the shop, Reply-To SHOP_EMAIL.
 */
export function tradeInOfferMail(
  settings: MailSettings,
  enquiry: Enquiry,
  offer: TradeInOffer,
  proven: boolean,
): Mail {
  const car = proven && enquiry.tradeIn ? `your ${tradeInTitle(enquiry.tradeIn)}` : 'your car';
  return {
    ...composeMail(settings.shopName, {
      to: enquiry.email,
      subject: `Our offer for your trade-in: ${money(settings, offer.amount)}`,
      greeting: greetingFor(enquiry.name, proven),
      paragraphs: [
        `We offer ${money(settings, offer.amount)} for ${car}, valid until ${longDate(offer.validUntil)}.`,
        'To accept it, sign in with this email address and open your enquiries. Once accepted, the offer goes with your order of the car you want.',
      ],
      details: [
        ['Offer', money(settings, offer.amount)],
        ['Valid until', longDate(offer.validUntil)],
      ],
      action: { label: 'See the offer', url: `${settings.origin}${PAGE_PATHS.myEnquiries}` },
      after: ['Reply to this message to reach us.'],
    }),
    replyTo: settings.shopEmail,
  };
}
