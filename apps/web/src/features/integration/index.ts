/*
 * The public face of the data-integration feature: other features import only from here (checked
 * by dependency-cruiser, .dependency-cruiser.mjs); the app lazily imports its page files. What is exported
 * here is light (the overview imports it): the heavy parts are behind lazy-parts.tsx.
 */
export { contributionsQuery, overviewContributionsQuery } from './api.ts';
export { useModuleLabel } from './labels.ts';
export { ConfirmationState, ModuleReview } from './lazy-parts.tsx';
export { blockStatesQuery } from './outcomes/api.ts';
export { SentContributions } from './outcomes/SentContributions.tsx';
