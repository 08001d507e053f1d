import { WEBHOOK_MESSAGES } from '@carshop/contract/webhook';
import { checkOutboundUrl, parseOutboundUrl, RefusedAddressError } from '../../lib/outbound-address.ts';

/** A webhook's address, without DNS: http or https, a host, no user name or password (lib/outbound-address.ts). */
export const parseWebhookUrl = (value: string): URL => parseOutboundUrl(value, WEBHOOK_MESSAGES);

/**
 * The address as the admin registers it (ADR 066): a public one unless WEBHOOKS_ALLOW_PRIVATE. Throws
 * RefusedAddressError saying why.
 */
export async function checkWebhookUrl(
  value: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<URL> {
  const url = parseWebhookUrl(value);
  try {
    await checkOutboundUrl(url, { allowPrivate });
  } catch (error) {
    if (error instanceof RefusedAddressError && error.internal)
      throw new RefusedAddressError(`Webhooks are not sent to internal addresses: ${error.message}`, true);
    throw error;
  }
  return url;
}
