import { isDeepStrictEqual } from 'node:util';
import type { ModuleName } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { lockCompany } from '../../db/concurrency.ts';
import { deliverReport, latestDelivery } from '../reports/index.ts';
import { serverModule } from './registry.ts';
import type { ModuleData } from './server-module.ts';

/**
 * An accepted contribution reaches the profile: the company's latest report, with exactly what the
 * contribution changed in place, becomes a new delivery (a delivery never changes), checked against
 * the report contract before it is stored. Runs inside the decision's transaction, so a refused
 * report (InvalidReportError) takes the decision back with it. Nothing new is delivered when the
 * contribution changes nothing.
 */
export async function applyAccepted(tx: Tx, subjectId: string, module: ModuleName, data: ModuleData) {
  await lockCompany(tx, subjectId);
  const definition = serverModule(module);
  const latest = await latestDelivery(tx, subjectId, 'report');
  await definition.onAccepted?.(tx, subjectId, data, latest?.content ?? null);
  if (!latest) return;
  const now = new Date();
  const next = definition.applyToReport(structuredClone(latest.content), data, now);
  if (isDeepStrictEqual(next, latest.content)) return;
  // Strictly after the latest, so the order of deliveries is the order of decisions.
  const at = new Date(Math.max(now.getTime(), latest.deliveredAt.getTime() + 1));
  await deliverReport(tx, {
    subjectId,
    cdRichiesta: latest.cdRichiesta,
    idConsegna: `C${at.getTime().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    content: next,
    at,
    origin: 'portal',
  });
}
