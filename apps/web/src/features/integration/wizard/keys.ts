/**
 * Query keys of the contributions: everything under `all` is refreshed after a send (list,
 * counters of the overview, module reads). Apart from engine.ts so that the overview's sent
 * contributions take the keys without the wizard's engine.
 */
export const contributionKeys = {
  all: ['contributions'] as const,
  info: ['contributions', 'info-moduli'] as const,
  list: ['contributions', 'list'] as const,
  moduleRead: (apiPath: string) => ['contributions', 'module', apiPath] as const,
  moduleMutation: (apiPath: string, kind: 'write' | 'save') =>
    ['contributions', 'module', apiPath, kind] as const,
};
