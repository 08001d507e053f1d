import { SITE } from '@/content/site';
import type { PageHead } from '@/lib/page-route';
import { pageTitle } from '@/lib/use-page-title';

/** The head of a page that does not exist (an unknown address, a car that is gone): never indexed. */
export const notFoundHead = (title = 'Page not found'): PageHead => ({
  title,
  description: "We can't find that page.",
  canonical: null,
});

/** The head of a page the server could not load (its database unreachable): a 503, never indexed. */
export const unavailableHead: PageHead = {
  title: 'Something went wrong',
  description: 'This page could not be shown. Please try again in a moment.',
  canonical: null,
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).toString();

/**
 * The <head> tags of a server-rendered page, from what its domain declares (lib/page-route.ts): title and
 * description, the canonical link, Open Graph and Twitter tags, JSON-LD, and a preload of the picture that is
 * the page's largest paint. Absolute URLs use `origin` (the PUBLIC_URL setting, or the request's).
 */
export function renderHead(head: PageHead, origin: string): string {
  const title = pageTitle(head.title);
  const canonical = head.canonical === null ? null : absolute(origin, head.canonical);
  const image = head.image ? absolute(origin, head.image) : null;
  const { preload } = head;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<meta property="og:site_name" content="${SITE.name}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    canonical ? '' : '<meta name="robots" content="noindex">',
    preload
      ? `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${
          preload.srcset
            ? ` imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes ?? '')}"`
            : ''
        } fetchpriority="high">`
      : '',
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
