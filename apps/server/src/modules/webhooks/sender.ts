import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, hostOf, refusedAddress } from '../../lib/outbound-address.ts';
import { parseWebhookUrl } from './webhook-url.ts';

/**
 * One POST of one delivery (ADR 066). Redirects are not followed (node:http never does; a 3xx is a failed
 * attempt), the answer's body is never read (the socket is closed once the status line is in), and the whole
 * attempt, from the DNS lookup to the status line, is cut at `timeoutMs`.
 */
export type SendOutcome = { status: number } | { error: string };

export type SendSettings = { allowPrivate: boolean; timeoutMs: number };

export async function postWebhook(
  address: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate, timeoutMs }: SendSettings,
): Promise<SendOutcome> {
  let url: URL;
  try {
    // Again at each attempt: the rules may have changed since registration. A name is checked by the lookup the
    // socket connects through; an IP literal meets no lookup, so it is checked here.
    url = parseWebhookUrl(address);
    const host = hostOf(url);
    const refused = !allowPrivate && net.isIP(host) ? refusedAddress(host) : null;
    if (refused) return { error: `Not sent to an internal address: ${refused}` };
  } catch (error) {
    return { error: messageOf(error) };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup({ allowPrivate }) as never,
        agent: false, // a connection of its own, closed after: nothing shared between endpoints
      },
      (response) => {
        finish({ status: response.statusCode ?? 0 });
        response.destroy(); // the body is the receiver's business, not the shop's
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (error) => finish({ error: messageOf(error) }));
    request.end(body);
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
