export { contributionsCountQuery } from './api.ts';
