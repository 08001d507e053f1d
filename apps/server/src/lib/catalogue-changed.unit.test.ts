import { describe, expect, it, vi } from 'vitest';
import { createCatalogueChanged } from './catalogue-changed.ts';

describe('the catalogue-changed event', () => {
  it('tells every subscriber about every change, until it unsubscribes', () => {
    const changes = createCatalogueChanged();
    const pages = vi.fn();
    const sitemap = vi.fn();
    changes.subscribe(pages);
    const stop = changes.subscribe(sitemap);
    changes.publish();
    stop();
    changes.publish();
    expect(pages).toHaveBeenCalledTimes(2);
    expect(sitemap).toHaveBeenCalledTimes(1);
  });
});
