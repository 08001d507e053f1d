import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Public pages arrive painted by the server (ADR 010): their scripts only make them interactive, so the browser
// fetches them after what the first paint needs (the hero picture, other pictures in view).
const lowPriorityScripts: Plugin = {
  name: 'carshop:low-priority-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      ),
  },
};

// The built scripts and styles also as .br (Brotli at its best level) and .gz files, served in their place to
// browsers that take them (the API's web plugin, @fastify/static preCompressed): compressed once, at build
// time, better than per request.
const precompress: Plugin = {
  name: 'carshop:precompress',
  apply: 'build',
  writeBundle(options) {
    if (!options.dir) return;
    const assets = path.join(options.dir, 'assets');
    for (const name of fs.readdirSync(assets)) {
      if (!/\.(js|css|svg)$/.test(name)) continue;
      const file = path.join(assets, name);
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  },
};

// React Router's <Link> can prefetch the next page's data and modules (its `prefetch` prop): a framework-mode
// feature that needs the framework's route manifest. The shop runs the router in its declarative mode and never
// asks for it (ADR 046), but Link's code keeps it reachable, so its components ship with every page. The
// browser build leaves it out; if React Router's file changes shape the build fails here, so the question is
// asked again rather than the bytes quietly coming back. (The server keeps the file as it is: with `prefetch`
// at its default both render the same link.)
const LINK_FILE = '/react-router/dist/production/lib/dom/lib.js';
const LINK_PREFETCH = [
  ['usePrefetchBehavior(prefetch, rest)', '[false, void 0, {}]'],
  [
    'shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React$1.createElement(React$1.Fragment, null, link, /* @__PURE__ */ React$1.createElement(PrefetchPageLinks, { page: href })) : link',
    'link',
  ],
] as const;
const linkWithoutPrefetch: Plugin = {
  name: 'carshop:link-without-prefetch',
  apply: 'build',
  transform(code, id) {
    if (!id.endsWith(LINK_FILE)) return;
    let result = code;
    for (const [from, to] of LINK_PREFETCH) {
      if (!result.includes(from)) this.error(`${LINK_FILE} no longer has "${from}": see ADR 046`);
      result = result.replace(from, to);
    }
    return result;
  },
};

// What shows a car on the public pages (card, grid, picture, price, stock, Add to Cart, the catalogue's API
// endpoints, formatting): the home page, the catalogue and the detail page all need it, so one chunk instead of
// a dozen of a few hundred bytes each, which cost 1.8 KB gzip more on the home page (ADR 022).
const carListing = {
  name: 'car-listing',
  test: /src\/(domains\/catalogue\/(api|car-grid|car-image|car-actions|components\/(car-card|car-price|stock-badge|compare-button))|components\/ui\/(badge|error-panel)|domains\/cart\/add-to-cart-button|lib\/(format|api-result))|contract\/src\/(images|money)|lucide-react\/dist\/esm\/icons\/chevron-(left|right)\.mjs/,
};

// The catalogue's own controls (pager, selects, page header and their two icons): five chunks of a few hundred
// bytes each on /all-product alone, whose gzip overhead took its first load over the 150 KB budget (docs/performance.md).
const catalogueControls = {
  name: 'catalogue-controls',
  // Not what they import (the chevron of the pager, the button's styles): the home and car pages use those too.
  includeDependenciesRecursively: false,
  test: /src\/components\/ui\/(pagination|native-select|page-header)\.tsx|lucide-react\/dist\/esm\/icons\/(search|chevron-down)\.mjs/,
};

// Two builds (`npm run build`): the browser app into dist, then the server entry (src/entry-server.tsx, with
// `--ssr`) into dist-ssr, which the API's web plugin imports to render public pages (ADR 010).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [lowPriorityScripts, precompress, linkWithoutPrefetch]),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsDir: 'assets',
    // Every browser the shop supports has <link rel="modulepreload"> (Baseline since 2023): no polyfill.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    // Everything the entry imports statically (React, the router, the store, the page shell) is needed by
    // every page before it can hydrate: one chunk instead of dozens of small ones, which compress worse and
    // each cost a request (ADR 010). Page and on-demand code keeps its automatic chunks. The entry ends up in
    // this chunk, and page chunks import it: main.tsx must not use top-level await, or it waits for itself.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'app-shell', tags: ['$initial'] }, carListing, catalogueControls],
            },
          },
        },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
