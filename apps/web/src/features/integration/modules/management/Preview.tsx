import type { ModulePreviewProps } from '../../wizard/index.ts';
import { OfficersTable } from './OfficersTable.tsx';

/** Read-only management data. */
export function ManagementPreview({ data }: ModulePreviewProps) {
  return <OfficersTable data={data} />;
}
