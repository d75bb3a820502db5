export { subjectRoutes } from './routes.ts';
export { lookupSubjects, type RegistryUpdate, searchSubjects, updateRegistry } from './service.ts';
