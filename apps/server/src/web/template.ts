import fs from 'node:fs';
import path from 'node:path';
import {
  type BrowserSettings,
  browserSettingsMeta,
  SERVER_STATE_ID,
} from '@carshop/contract/browser-settings';
import { EARLY_TAPS_EXTERNAL, EARLY_TAPS_INLINE } from './early-taps.ts';
import type { RenderedPage } from './server-entry.ts';

/**
 * The built index.html, cut where a rendered page goes, with its (small) stylesheet inlined, and the settings the
 * browser's app reads at start (SHOP_CURRENCY, FINANCE_APR: @carshop/contract/browser-settings) as `<meta>` tags
 * in every page, rendered or bare; the early taps' script inline (web/early-taps.ts).
 */
export function readTemplate(webDistDir: string, settings: BrowserSettings) {
  let template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  template = template.replace('</head>', () => `${browserSettingsMeta(settings)}</head>`);
  // The early taps' script runs before anything can be tapped: inline, allowed by its hash (web/early-taps.ts).
  template = template.replace(EARLY_TAPS_EXTERNAL, () => EARLY_TAPS_INLINE);
  // One request fewer before the first paint: the stylesheet arrives with the page.
  template = template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const cssPath = path.join(webDistDir, file);
      return fs.existsSync(cssPath) ? `<style>${fs.readFileSync(cssPath, 'utf8')}</style>` : tag;
    },
  );
  const head = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
  const fill = (page: RenderedPage | null) => {
    // The bare page (the dashboard, or no server bundle): the browser renders everything.
    if (!page) return template.replace('<!--app-html-->', '').replace('<!--app-state-->', '');
    return template
      .replace(head, () => page.head)
      .replace('<!--app-html-->', () => page.html)
      .replace(
        '<!--app-state-->',
        () => `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`,
      );
  };
  return { fill, hasSlots: template.includes('<!--app-html-->') };
}
