import type { Car } from '@carshop/contract/car';
import type { Enquiry, TradeIn } from '@carshop/contract/enquiry';
import type { Mail, MailSettings } from '../mail/service.ts';

/** ADF's odometer units for the shop's (SHOP_UNITS). */
const ODOMETER_UNITS = { km: 'km', miles: 'mi' } as const;

/**
 * Each new lead about a car, for the dealer's CRM (issue 30): an ADF/XML 1.0 document (the automotive industry's
 * Auto-lead Data Format), mailed to LEADS_ADF_TO as the message's text and as `lead.xml`, the way CRMs take leads
 * by email. Every value is escaped; `apps/server/test/adf-1.0.dtd` validates it in the tests.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text or an attribute's value, escaped for XML (control characters never get this far: `text()` refuses them). */
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
const element = (name: string, value: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/** The shop's car the lead is about. */
const shopVehicle = (settings: MailSettings, interest: string, car: Car) => [
  `<vehicle interest="${interest}" status="used">`,
  element('year', String(car.year)),
  element('make', car.brand),
  element('model', car.model),
  ...(car.vin ? [element('vin', car.vin)] : []),
  element('comments', `${settings.origin}/products/${car._id}`),
  '</vehicle>',
];

/**
 * The buyer's car of a trade-in lead (issue 32): ADF's own `interest="trade-in"`, with the odometer in the shop's
 * unit (SHOP_UNITS: ADF's `km` or `mi`, the unit the form asked for) and ADF's condition words, which the form's
 * are; the registration and photos as comments.
 */
function tradeInVehicle(settings: MailSettings, tradeIn: TradeIn): string[] {
  const notes = [
    ...(tradeIn.registration ? [`Registration ${tradeIn.registration}.`] : []),
    ...tradeIn.photos.map((photo) => `${settings.origin}${photo}`),
  ];
  return [
    '<vehicle interest="trade-in" status="used">',
    element('year', String(tradeIn.year)),
    element('make', tradeIn.make),
    element('model', tradeIn.model),
    ...(tradeIn.vin ? [element('vin', tradeIn.vin)] : []),
    element('odometer', String(tradeIn.mileage), ` units="${ODOMETER_UNITS[settings.units]}"`),
    element('condition', tradeIn.condition),
    ...(notes.length ? [element('comments', notes.join(' '))] : []),
    '</vehicle>',
  ];
}

function adfLeadDocument(settings: MailSettings, enquiry: Enquiry, car: Car | null): string {
  const interest = enquiry.type === 'test-drive' ? 'test-drive' : 'buy';
  const slot = enquiry.preferredDate
    ? `Test drive asked for ${enquiry.preferredDate} at ${enquiry.preferredTime}. `
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    element('id', enquiry._id, ` sequence="1" source="${escapeXml(settings.shopName)}"`),
    element('requestdate', enquiry.createdAt),
    ...(enquiry.tradeIn ? tradeInVehicle(settings, enquiry.tradeIn) : []),
    ...(car ? shopVehicle(settings, interest, car) : []),
    '<customer>',
    '<contact>',
    element('name', enquiry.name, ' part="full"'),
    element('email', enquiry.email),
    ...(enquiry.phone ? [element('phone', enquiry.phone, ' type="voice"')] : []),
    '</contact>',
    element('comments', `${slot}${enquiry.message}`),
    '</customer>',
    '<vendor>',
    element('vendorname', settings.shopName),
    '<contact>',
    element('name', settings.shopName, ' part="full" type="business"'),
    element('email', settings.shopEmail),
    '</contact>',
    '</vendor>',
    '</prospect>',
    '</adf>',
  ].join('\n');
}

const LEAD_NAMES = {
  'test-drive': 'test drive',
  question: 'question',
  'trade-in': 'trade-in',
  general: 'message',
};

/**
 * The lead's mail to the CRM's address: the document as the text, and attached. `car`: the shop's car it is
 * about; a trade-in may name none (its own car is the document's vehicle then).
 */
export function adfLeadMail(settings: MailSettings, to: string, enquiry: Enquiry, car: Car | null): Mail {
  const xml = adfLeadDocument(settings, enquiry, car);
  const about = enquiry.tradeIn ?? (car && { year: car.year, make: car.brand, model: car.model });
  return {
    to,
    subject: `ADF lead: ${LEAD_NAMES[enquiry.type]}${about ? `, ${about.year} ${about.make} ${about.model}` : ''}`,
    text: xml,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body><pre>${escapeXml(xml)}</pre></body></html>`,
    attachments: [
      {
        filename: 'lead.xml',
        contentType: 'application/xml',
        base64: Buffer.from(xml, 'utf8').toString('base64'),
      },
    ],
  };
}
