export { reviewRoutes } from './review-routes.ts';
export { contributionRoutes } from './routes.ts';
