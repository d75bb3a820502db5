export { sustainabilityRoutes } from './routes.ts';
