import type { SeverityType } from '@portal/domain';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconArrowsExchange,
  IconCircleCheck,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * Meaning of tipoSeveritaEvento (the spec lists the codes, not their meaning; ours):
 * - A Allerta: a risk signal to look at (orange, warning triangle);
 * - X Critica: a serious negative event, e.g. a protest or an insolvency procedure (red, octagon);
 * - C Cambiamento: a change in the company's data, e.g. registered office or management (blue);
 * - N Nuova informazione: new information on the profile, e.g. a new balance sheet (cyan, info);
 * - P Positiva: a favourable change, e.g. an improved score (green, check);
 * - U Aggiornamento: a routine update of the report (gray, refresh).
 * Colour, icon and a text label together, so the type is never told by colour alone.
 */
export const SEVERITY: Record<SeverityType, { color: string; icon: ComponentType<{ size?: number }> }> = {
  A: { color: 'orange', icon: IconAlertTriangle },
  X: { color: 'red', icon: IconAlertOctagon },
  C: { color: 'blue', icon: IconArrowsExchange },
  N: { color: 'cyan', icon: IconInfoCircle },
  P: { color: 'green', icon: IconCircleCheck },
  U: { color: 'gray', icon: IconRefresh },
};
