import type { VinDecoding } from '@carshop/contract/car';
import { decodeVinOffline, type VinDecoded } from '@carshop/contract/vin';

/**
 * Decoding a VIN for the car forms (issue 31, ADR 062): through NHTSA's vPIC (`VIN_DECODER_URL`, its
 * DecodeVinValues answer) when set, else, and whenever vPIC fails or is slow, from the VIN itself (the model year
 * and the maker, @carshop/contract/vin). Answers are kept (a VIN always decodes alike), failures are not; two
 * requests for one VIN at once share one call.
 */
export type VinDecoderSettings = { url: string | undefined; timeoutMs: number };
type Log = { warn: (object: object, message: string) => void };

/** The VINs whose answers are kept; the oldest goes first beyond it. */
const KEPT = 1000;

/** vPIC's DecodeVinValues answer: one flat record of text values ('' when unknown). */
type VpicAnswer = { Results?: { Make?: unknown; Model?: unknown; ModelYear?: unknown }[] };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** vPIC writes makes in capitals (`MERCEDES-BENZ`): the shop's own spelling when it knows the maker, else words. */
function brandOf(make: string | null, offline: string | null): string | null {
  if (!make) return offline;
  if (offline && offline.toUpperCase() === make.toUpperCase()) return offline;
  if (make.length <= 3) return make;
  return make.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());
}

export function createVinDecoder(settings: VinDecoderSettings, log: Log) {
  const kept = new Map<string, Promise<VinDecoding>>();

  async function askVpic(offline: VinDecoded, url: string): Promise<VinDecoding> {
    try {
      const response = await fetch(`${url}/DecodeVinValues/${offline.vin}?format=json`, {
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`vPIC answered ${response.status}`);
      const [result] = ((await response.json()) as VpicAnswer).Results ?? [];
      if (!result) throw new Error('vPIC answered no result');
      const year = Number.parseInt(text(result.ModelYear) ?? '', 10);
      return {
        vin: offline.vin,
        year: Number.isInteger(year) && year >= 1981 ? year : offline.year,
        brand: brandOf(text(result.Make), offline.brand),
        model: text(result.Model)?.slice(0, 60) ?? null,
        source: 'vpic',
      };
    } catch (error) {
      log.warn({ err: error, vin: offline.vin }, 'VIN decoder failed: decoded offline');
      throw error;
    }
  }

  return {
    /** The decoding of a valid VIN (vinProblem says null); undefined for any other. */
    decode(vin: string): Promise<VinDecoding> | undefined {
      const offline = decodeVinOffline(vin);
      if (!offline) return undefined;
      const { url } = settings;
      if (!url) return Promise.resolve({ ...offline, source: 'offline' });
      const known = kept.get(offline.vin);
      if (known) return known;
      // A failure answers offline and is not kept: the next request asks again.
      const asked = askVpic(offline, url).catch((): VinDecoding => {
        kept.delete(offline.vin);
        return { ...offline, source: 'offline' };
      });
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(offline.vin, asked);
      return asked;
    },
  };
}
