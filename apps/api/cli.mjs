// The operator CLI's entry point (npm run portal -- help): the Node check, then the sources.
import '../../scripts/require-node.mjs';

await import('./src/cli/main.ts');
