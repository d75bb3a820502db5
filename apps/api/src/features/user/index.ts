export { userRoutes } from './routes.ts';
