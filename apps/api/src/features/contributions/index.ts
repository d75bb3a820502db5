export { confirmationPages } from './modules/esperienze-pagamento/confirmation/routes.ts';
export { reviewRoutes } from './review-routes.ts';
export { contributionRoutes } from './routes.ts';
