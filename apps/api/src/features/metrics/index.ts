export { registerMetrics } from './routes.ts';
