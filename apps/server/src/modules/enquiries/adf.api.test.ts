import fs from 'node:fs';
import { addDays, parseOpeningHours, testDriveSlots, weekdayOf } from '@carshop/contract/opening-hours';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/picture-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { testConfig } from '../../../test/test-app.ts';
import { shopToday } from '../../lib/shop-today.ts';

/** Leads to the dealer's CRM as ADF/XML 1.0 (issue 30, LEADS_ADF_TO), validated against the ADF DTD. */

const CRM = 'leads@crm.example';
const { smtp, t, car, stop } = await startShopWithMail({
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000, adfTo: CRM } },
  car: { brand: 'Volvo & <Sons>', model: 'XC40 "R"', year: 2023, vin: '1HGCM82633A004352' },
});
afterAll(stop);
/** A second shop, in miles (SHOP_UNITS=miles), started here as the first is: no test's time limit covers it. */
const miles = await startShopWithMail({
  config: { shopUnits: 'miles', enquiries: { ...testConfig().enquiries, perHour: 1000, adfTo: CRM } },
});
afterAll(miles.stop);

const validator = new DtdValidator(
  XmlDtd.fromString(fs.readFileSync(new URL('../../../test/adf-1.0.dtd', import.meta.url), 'utf8')),
);
afterAll(() => validator.dispose());
/** Parses the document and validates it against the DTD; answers the document's problems, none when valid. */
function problemsOf(xml: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    return [(error as Error).message];
  } finally {
    doc.dispose();
  }
}

const week = parseOpeningHours('Mon-Fri 09:00-18:00, Sat 10:00-16:00');
if (typeof week === 'string') throw new Error(week);
function openDay(): string {
  for (let ahead = 1; ; ahead++) {
    const date = addDays(shopToday(), ahead);
    if (week[weekdayOf(date)]) return date;
  }
}

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/enquiries', payload });

/** A trade-in of a 2019 Ford Focus at 54000 on the odometer, in fair condition, as the form sends it. */
async function sendTradeIn(app: typeof t.app, fields: Record<string, string>) {
  const { payload, contentType } = multipartBody(
    Object.entries({
      name: 'Tess',
      make: 'Ford',
      model: 'Focus',
      year: '2019',
      mileage: '54000',
      condition: 'fair',
      registration: 'AB12 CDE',
      ...fields,
    }).map(([field, content]) => ({ field, content })),
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/trade-ins',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a lead to the CRM (LEADS_ADF_TO)', () => {
  it('arrives at the SMTP server as a valid ADF document for a question, escaped, with the VIN', async () => {
    const response = await send({
      type: 'question',
      name: 'Ada <b>Lovelace</b> & Co',
      email: 'ada-adf@example.com',
      message: 'Is the "R" trim </comments><hack/> still there?',
      carId: car,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [lead] = await smtp.waitFor(CRM);
    expect(lead!.subject).toContain('ADF lead: question, 2023 Volvo & <Sons> XC40 "R"');
    const xml = lead!.text.trim();
    expect(problemsOf(xml)).toEqual([]);
    for (const element of [
      '<?adf version="1.0"?>',
      '<vehicle interest="buy" status="used">',
      '<make>Volvo &amp; &lt;Sons&gt;</make>',
      '<model>XC40 &quot;R&quot;</model>',
      '<vin>1HGCM82633A004352</vin>',
      '<name part="full">Ada &lt;b&gt;Lovelace&lt;/b&gt; &amp; Co</name>',
      `<id sequence="1" source="CarShop">${response.json().data._id}</id>`,
    ])
      expect(xml).toContain(element);
    expect(xml).not.toContain('<hack/>');
    // The document read back says what was sent.
    const doc = XmlDocument.fromString(xml);
    try {
      expect(doc.get('/adf/prospect/customer/comments')?.content).toBe(
        'Is the "R" trim </comments><hack/> still there?',
      );
      expect(doc.get('/adf/prospect/vehicle/make')?.content).toBe('Volvo & <Sons>');
    } finally {
      doc.dispose();
    }
  });

  it('marks a test drive as interest="test-drive" with the phone and the time asked for', async () => {
    const date = openDay();
    const time = testDriveSlots(week[weekdayOf(date)] ?? null)[1]!;
    const response = await send({
      type: 'test-drive',
      name: 'Grace',
      email: 'grace-adf@example.com',
      phone: '+1 202 555 0142',
      message: 'Mornings.',
      carId: car,
      preferredDate: date,
      preferredTime: time,
    });
    expect(response.statusCode, response.body).toBe(201);
    const leads = await smtp.waitFor(CRM, 2);
    const xml = leads.find((mail) => mail.subject.includes('test drive'))!.text.trim();
    expect(problemsOf(xml)).toEqual([]);
    expect(xml).toContain('<vehicle interest="test-drive" status="used">');
    expect(xml).toContain('<phone type="voice">+1 202 555 0142</phone>');
    expect(xml).toContain(`Test drive asked for ${date} at ${time}.`);
  });

  it('carries a trade-in as interest="trade-in" with its odometer and condition, then the car wanted', async () => {
    await sendTradeIn(t.app, { email: 'tess-adf@example.com', make: 'Ford & Son', carId: car });
    const leads = await smtp.waitFor(CRM, 3);
    const lead = leads.find((mail) => mail.subject.includes('trade-in'))!;
    expect(lead.subject).toBe('ADF lead: trade-in, 2019 Ford & Son Focus');
    const xml = lead.text.trim();
    expect(problemsOf(xml)).toEqual([]);
    expect(xml).toContain('<vehicle interest="trade-in" status="used">');
    expect(xml).toContain('<make>Ford &amp; Son</make>');
    expect(xml).toContain('<odometer units="km">54000</odometer>');
    expect(xml).toContain('<condition>fair</condition>');
    expect(xml).toContain('Registration AB12 CDE.');
    expect(xml.indexOf('interest="trade-in"')).toBeLessThan(xml.indexOf('interest="buy"'));
  });

  it('is checked by a validator that refuses what the DTD does not allow', () => {
    expect(problemsOf('<adf><prospect><requestdate>x</requestdate></prospect></adf>')).not.toEqual([]);
  });

  it('is not sent for a Contact Us message (no car), nor without the setting', async () => {
    const before = smtp.received.filter((mail) => mail.to === CRM).length;
    const response = await send({
      type: 'general',
      name: 'Bob',
      email: 'bob-adf@example.com',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(201);
    await smtp.waitFor('bob-adf@example.com');
    expect(smtp.received.filter((mail) => mail.to === CRM)).toHaveLength(before);
  });
});

describe('a trade-in in a shop that counts in miles (SHOP_UNITS=miles)', () => {
  it('gives the odometer in miles: ADF\'s units="mi", and the shop\'s mail says mi', async () => {
    await sendTradeIn(miles.t.app, { email: 'miles-adf@example.com' });
    const [lead] = await miles.smtp.waitFor(CRM);
    const xml = lead!.text.trim();
    expect(problemsOf(xml)).toEqual([]);
    expect(xml).toContain('<odometer units="mi">54000</odometer>');
    expect(xml).not.toContain('units="km"');
    const [shopMail] = await miles.smtp.waitFor(miles.t.app.mailSettings.shopEmail);
    expect(shopMail!.text).toContain('54,000 mi');
    expect(shopMail!.text).not.toContain('54,000 km');
  });
});
