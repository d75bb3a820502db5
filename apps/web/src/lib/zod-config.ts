import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to. The app runs under a CSP
// without 'unsafe-eval', where even zod's guarded probe is reported as a violation, so switch the
// JIT off. This module must be evaluated before any schema is created (first import of main.tsx).
z.config({ jitless: true });
// Messages of zod's own checks (a form value of the wrong type) in Italian, like the API's
// (apps/api/src/http/hardening.ts) and like every message the domain writes itself: never an
// English 'Invalid input' on screen or in a toast.
z.config(z.locales.it());
