import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The web app's `public/early-taps.js` (what a person taps or types before the app's script has run), inlined in
 * every page in place of its `<script src>`: an external file loaded `async` could arrive after the first tap,
 * which was then lost. The CSP allows no inline script but this one, named by its hash (plugins/security.ts).
 */
const source = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../web/public/early-taps.js'), 'utf8')
  // Its comments are for the reader of the file, not for every page: whole-line ones are left out.
  .replace(/^\s*\/\/.*\n/gm, '');

/** The tag the built index.html loads the file with (apps/web/index.html). */
export const EARLY_TAPS_EXTERNAL = '<script src="/early-taps.js" async></script>';
export const EARLY_TAPS_INLINE = `<script>${source}</script>`;
/** The CSP's source expression for the inline script. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
