import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to. The app runs under a CSP
// without 'unsafe-eval', where even zod's guarded probe is reported as a violation, so switch the
// JIT off. This module must be evaluated before any schema is created (first import of main.tsx).
z.config({ jitless: true });
