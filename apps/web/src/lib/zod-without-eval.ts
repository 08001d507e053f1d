// Zod compiles object parsers with `new Function` when it may, and finds out whether it may by trying once. The
// shop's Content-Security-Policy allows no eval (script-src without 'unsafe-eval'), so in a browser that try is a
// policy violation, reported as an issue (Lighthouse's best practices count it). Zod's `jitless` setting skips the
// try and the compiling: the browser parses a few small forms, where it makes no difference.
//
// Set here through the global Zod reads its settings from (`globalThis.__zod_globalConfig`, kept by every copy of
// Zod: zod/v4/core/core.js), not through `z.config`: importing Zod here would put all of it in every page's first
// load, while only the pages with forms need it. Imported first by main.tsx, before any chunk loads Zod and makes
// a schema (Zod decides as a schema is made). zod-without-eval.test.ts checks that Zod still reads it.
// The object itself, not a copy: a Zod already loaded keeps the one it found (unit tests share one module graph).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
