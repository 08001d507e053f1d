import fs from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from './server-entry.ts';

/** The run-time settings the browser's app reads from the page at start (apps/web/src/lib/format.ts, finance-apr.ts). */
type PageSettings = {
  /** SHOP_CURRENCY; unset: no meta, the specification's surfaces. */
  currency?: string | undefined;
  /** FINANCE_APR: the finance calculator's starting rate. */
  financeApr: number;
};

/**
 * The built index.html, cut where a rendered page goes, with its (small) stylesheet inlined, and SHOP_CURRENCY
 * and FINANCE_APR as `<meta name="shop-currency">` and `<meta name="finance-apr">` in every page (rendered or
 * bare) for the browser's app to read at start.
 */
export function readTemplate(webDistDir: string, { currency, financeApr }: PageSettings) {
  let template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  // Both are checked (three capitals; a number, config.ts): nothing to escape.
  const metas = [
    currency ? `<meta name="shop-currency" content="${currency}">` : '',
    `<meta name="finance-apr" content="${financeApr}">`,
  ];
  template = template.replace('</head>', () => `${metas.join('')}</head>`);
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
        () => `<script type="application/json" id="server-state">${page.state}</script>`,
      );
  };
  return { fill, hasSlots: template.includes('<!--app-html-->') };
}
