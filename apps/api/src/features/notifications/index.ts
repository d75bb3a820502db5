export { notificationRoutes } from './routes.ts';
export { notify } from './service.ts';
