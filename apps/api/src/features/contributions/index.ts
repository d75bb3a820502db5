export { confirmationPages } from './modules/esperienze-pagamento/confirmation/routes.ts';
export { type BlockView, findBlock, listBlocks } from './provider-view.ts';
export { reviewRoutes } from './review-routes.ts';
export { contributionRoutes } from './routes.ts';
