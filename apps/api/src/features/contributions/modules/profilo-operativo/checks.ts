import { countryIssues, type ProfiloOperativoDraft } from '@portal/domain';
import { invalidFields } from '../../../../http/errors.ts';
import { referenceLists } from '../../../domain-lists/index.ts';

/** Import and export countries must be countries of the list. */
export async function checkCountries(_db: unknown, _subjectId: string, body: unknown) {
  const draft = body as ProfiloOperativoDraft;
  const issues = [
    ...countryIssues(draft.paesiImport, ['paesiImport'], referenceLists()),
    ...countryIssues(draft.paesiExport, ['paesiExport'], referenceLists()),
  ];
  if (issues.length > 0) throw invalidFields(issues);
  return draft as Record<string, unknown>;
}
