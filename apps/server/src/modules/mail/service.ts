import type { ShopUnits } from '@carshop/contract/units';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail-outbox.ts';
import { insertMail } from './repository.ts';

/**
 * Mail for other modules (ADR 031): `queueMail` inside the transaction of what causes the message, so the message
 * exists exactly when that committed; `composeMail` lays out every message of the shop the same way, with a plain
 * text part and an HTML part.
 */

/** `replyTo`: where a reply goes instead of MAIL_FROM (the buyer, on the shop's copy of an enquiry). */
/** `attachments`: files sent with it (a receipt's PDF), kept whole in the outbox row (ADR 056). */
export type Mail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Headers besides the usual ones: an alert's `List-Unsubscribe` and `List-Unsubscribe-Post` (ADR 071). */
  headers?: Record<string, string>;
};

/** What every message is signed with, and the address its links start with. */
export type MailSettings = {
  shopName: string;
  origin: string;
  /** SHOP_CURRENCY: the one currency prices are shown in; unset, the taka as in the shop's order pages. */
  currency?: string | undefined;
  /** Where the shop's own copies go (enquiries): SHOP_EMAIL, else MAIL_FROM's address. */
  shopEmail: string;
  /** SHOP_UNITS (issue 32): the unit a mileage in a message is read in, its cars' and the trade-ins' alike. */
  units: ShopUnits;
};

/**
 * Links in mail start with PUBLIC_URL, or the local address of a demo (`http://localhost:3000`): never with a
 * request's Host header, which the client writes (a reset link pointing at an attacker's host would hand over the
 * account). The server warns at start when mail goes out over SMTP without PUBLIC_URL.
 */
export function mailSettings(config: {
  publicUrl: string | undefined;
  port: number;
  shopCurrency?: string | undefined;
  shopUnits: ShopUnits;
  mail: { shopName: string; from: string; shopEmail?: string | undefined };
}): MailSettings {
  return {
    shopName: config.mail.shopName,
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
    currency: config.shopCurrency,
    shopEmail: config.mail.shopEmail ?? addressOf(config.mail.from),
    units: config.shopUnits,
  };
}

/** The address of `Name <address>`, or the whole of a bare address. */
const addressOf = (mailbox: string) => (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

export function queueMail(db: Db, mail: Mail): Promise<void> {
  return insertMail(db, {
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
}

/**
 * The greeting of a message (ADR 048): "Hello Ada," only to an address its account has proven (the owner opened a
 * link mailed to it); "Hello," to any other. Whoever types an address into a form (a sign-up, an enquiry) chooses
 * the name too, and the shop must not mail a stranger words of their choosing ("Hello Ada. Account SUSPENDED -
 * verify at https://evil.example,"). The same holds for every other value a sender typed (a phone, an address,
 * a message): a message to an address not proven leaves them out.
 */
export const greetingFor = (name: string, proven: boolean) => (proven ? `Hello ${name},` : 'Hello,');

/** What a message says; `composeMail` turns it into the text and HTML parts. */
export type MailContent = {
  to: string;
  subject: string;
  /** "Hello Ada," to a proven address, else "Hello,": `greetingFor`. */
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare address in text. */
  action?: { label: string; url: string };
  /** Label and value pairs ("Order number", "1042"). */
  details?: [string, string][];
  /** A table (the order's lines): its head, rows and an optional last row (the total). */
  table?: { head: string[]; rows: string[][]; foot?: string[] };
  /** Lists under headings (an alert's new cars, its price drops), each item a line with its link, and a last link. */
  sections?: MailSection[];
  /** Paragraphs after the details (what happens next). */
  after?: string[];
  /** Small print after the signature: why the message came and how to stop it (an alert's unsubscribe link). */
  footer?: { text: string; link: { label: string; url: string } };
};

export type MailSection = {
  heading: string;
  items: { text: string; url: string }[];
  /** After the items: "See all 12 matches", "Stop alerts for this search", with their addresses. */
  links?: { label: string; url: string }[];
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Text and HTML of one message, signed with the shop's name. Every value is escaped in the HTML part. */
export function composeMail(shopName: string, content: MailContent): Mail {
  const { greeting, paragraphs, action, details = [], table, sections = [], after = [], footer } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(table
      ? [
          ...table.rows.map((row) => row.join('  |  ')),
          ...(table.foot ? [table.foot.filter(Boolean).join('  |  ')] : []),
          '',
        ]
      : []),
    ...sections.flatMap((section) => [
      section.heading,
      ...section.items.map((item) => `- ${item.text}: ${item.url}`),
      ...(section.links ?? []).map((more) => `${more.label}: ${more.url}`),
      '',
    ]),
    ...after.flatMap((paragraph) => [paragraph, '']),
    `${shopName}`,
    ...(footer ? ['', footer.text, `${footer.link.label}: ${footer.link.url}`] : []),
  ].join('\n');
  const link = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;

  const cell = (value: string, tag: 'td' | 'th', align = 'left') =>
    `<${tag} style="padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:${align}">${escapeHtml(value)}</${tag}>`;
  const alignOf = (index: number, length: number) => (index === length - 1 ? 'right' : 'left');
  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto;padding:24px">',
    `<p style="font-size:20px;font-weight:bold;margin:0 0 24px">${escapeHtml(shopName)}</p>`,
    '<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;` +
            `padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          `<p style="font-size:13px;color:#475569">Or copy this address into your browser: ${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...(details.length > 0
      ? [
          '<table style="border-collapse:collapse;margin:16px 0">',
          ...details.map(([label, value]) => `<tr>${cell(label, 'th')}${cell(value, 'td')}</tr>`),
          '</table>',
        ]
      : []),
    ...(table
      ? [
          '<table style="border-collapse:collapse;width:100%;margin:16px 0">',
          `<thead><tr>${table.head.map((head, index) => cell(head, 'th', alignOf(index, table.head.length))).join('')}</tr></thead>`,
          '<tbody>',
          ...table.rows.map(
            (row) =>
              `<tr>${row.map((value, index) => cell(value, 'td', alignOf(index, row.length))).join('')}</tr>`,
          ),
          '</tbody>',
          ...(table.foot
            ? [
                `<tfoot><tr>${table.foot.map((value, index) => cell(value, 'th', alignOf(index, table.foot!.length))).join('')}</tr></tfoot>`,
              ]
            : []),
          '</table>',
        ]
      : []),
    ...sections.flatMap((section) => [
      `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>`,
      '<ul style="padding-left:20px;margin:0 0 8px">',
      ...section.items.map((item) => `<li style="margin:4px 0">${link(item.text, item.url)}</li>`),
      '</ul>',
      ...(section.links ?? []).map((more) => `<p style="margin:4px 0 0">${link(more.label, more.url)}</p>`),
    ]),
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</div>',
    `<p style="font-size:13px;color:#475569;margin-top:16px">${escapeHtml(shopName)}</p>`,
    ...(footer
      ? [
          `<p style="font-size:13px;color:#475569">${escapeHtml(footer.text)} ` +
            `${link(footer.link.label, footer.link.url)}</p>`,
        ]
      : []),
    '</div></body></html>',
  ].join('\n');
  return { to: content.to, subject: `${content.subject} | ${shopName}`, text, html };
}
