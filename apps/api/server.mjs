// The server's entry point: checks the Node version in plain JavaScript, then loads the
// TypeScript sources, which Node 24 runs by stripping their types.
import '../../scripts/require-node.mjs';

await import('./src/main.ts');
