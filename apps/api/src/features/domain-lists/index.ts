export { domainListRoutes } from './routes.ts';
export { atecoEntries, countries, legalNatures, municipalitiesOf, provinces } from './service.ts';
