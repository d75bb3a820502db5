export { subjectRoutes } from './routes.ts';
export {
  companyName,
  lookupSubjects,
  type RegistryUpdate,
  searchSubjects,
  updateRegistry,
} from './service.ts';
