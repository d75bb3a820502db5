import { useQuery } from '@tanstack/react-query';
import { type ModuleRecords, type ModuleRecordView, moduleReadQuery, pickRecords } from './engine.ts';

const NO_RECORDS: readonly ModuleRecordView[] = [];

/**
 * A module form's view of the module read the wizard already made: taken from the cache, never
 * refetched. `records` keeps its identity while the read does (a memo may depend on it).
 */
export function useWizardRecords(apiPath: string): ModuleRecords & { records: readonly ModuleRecordView[] } {
  const read = useQuery({ ...moduleReadQuery(apiPath), staleTime: Number.POSITIVE_INFINITY });
  const records = read.data?.records ?? NO_RECORDS;
  return { records, ...pickRecords(records) };
}
