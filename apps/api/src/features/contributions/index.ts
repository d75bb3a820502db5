export { type BlockView, findBlock, listBlocks } from './provider-view.ts';
export { reviewRoutes } from './review-routes.ts';
export { contributionRoutes, modulePublicRoutes } from './routes.ts';
