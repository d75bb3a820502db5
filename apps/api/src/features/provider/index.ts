export { findCompany, upsertCompany, upsertUser, userIdOf } from './companies.ts';
export { deliverNotification, deliverProviderReport, deliverSustainability } from './deliveries.ts';
export { createApiKey, expireApiKey, KeyError, listApiKeys, parseScopes, revokeApiKey } from './keys.ts';
export {
  appendDecision,
  appendEvent,
  type DecisionInput,
  fileReferences,
  outboxFigures,
  readEvents,
} from './outbox.ts';
export { providerRoutes } from './routes.ts';
export { importSubjectsNdjson, upsertSubjects } from './subjects-import.ts';
export {
  type Dispatcher,
  listWebhookDeliveries,
  replayFailedWebhooks,
  replayWebhook,
  startWebhookDispatcher,
} from './webhooks.ts';
