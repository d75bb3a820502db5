/*
 * The public face of the data-integration feature: other features import only from here (checked
 * by scripts/check-feature-boundaries.mjs); the app lazily imports its page files.
 */
export { useModuleLabel } from './labels.ts';
export { ModulePreview } from './ModulePreview.tsx';
export { ModuleReview } from './ModuleReview.tsx';
export { blockStatesQuery } from './outcomes/api.ts';
export { SentContributions } from './outcomes/SentContributions.tsx';
export { ConfirmationState } from './outcomes/SupplierConfirmation.tsx';
