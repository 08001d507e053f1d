import { describe, expect, it } from 'vitest';
import { browserSettingsMeta } from './browser-settings.ts';
import { parseFinanceApr } from './finance.ts';

describe("the browser's settings", () => {
  it('are written as meta tags, the currency only when the shop has one', () => {
    expect(browserSettingsMeta({ currency: 'EUR', financeApr: 4.5 })).toBe(
      '<meta name="shop-currency" content="EUR"><meta name="finance-apr" content="4.5">',
    );
    expect(browserSettingsMeta({ financeApr: 6.9 })).toBe('<meta name="finance-apr" content="6.9">');
  });

  it('give FINANCE_APR back as written, and nothing when a page carries something else', () => {
    for (const apr of [0, 4.25, 6.9, 12.5, 30]) expect(parseFinanceApr(String(apr))).toBe(apr);
    for (const content of [undefined, '', '30.01', '-1', '6.9%', '6,9', '1e1', ' 6.9', '4.2555'])
      expect(parseFinanceApr(content), String(content)).toBeUndefined();
  });
});
