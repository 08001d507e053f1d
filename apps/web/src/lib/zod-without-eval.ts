// Zod compiles object parsers with `new Function` when it may, and finds out whether it may by trying once.
// The shop's Content-Security-Policy allows no eval (script-src without 'unsafe-eval'), so in a browser that
// try is a policy violation, reported as an issue (Lighthouse's best practices count it). Zod's own setting
// skips the try and the compiling: the browser parses a few small forms and answers, where it makes no
// difference. Imported first by main.tsx: Zod decides when a schema is made, and the contract makes its
// schemas as its modules load. The server keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
