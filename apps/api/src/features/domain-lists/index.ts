export { domainListRoutes } from './routes.ts';
export {
  atecoEntries,
  countries,
  legalNatures,
  municipalitiesOf,
  provinces,
  referenceLists,
} from './service.ts';
