/*
 * The contracts of the API's answers that the start-up path asks for (the shell, the overview, the
 * sent contributions), loaded on demand by apiContract (lib/api.ts): the answers are still parsed,
 * but zod and these schemas are not in the start-up bundle — they download in parallel with the
 * first request made in the browser (none on a server-rendered first paint, whose data is in the page).
 */
export {
  blockStatesResponseSchema,
  contributionCountSchema,
  contributionsResponseSchema,
  domainListsResponseSchema,
  esitoResponseSchema,
  internalUrlsSchema,
  latestReportsSchema,
  logoutResponseSchema,
  municipalitiesResponseSchema,
  notificationsResponseSchema,
  reportDocumentSchema,
  sendResponseSchema,
  synthesisSchema,
  userSchema,
} from '@portal/domain';
