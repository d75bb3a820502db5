/*
 * A throw-away eighth module, "prova", written as docs/adding-a-module.md says: the files it adds
 * and the lines it adds to shared files, each a "piece". module-contract.test.ts writes them into
 * a copy of the repository and type-checks it, then leaves out one piece at a time.
 */

/** Which program a piece is checked by: each is the smallest that reaches it. */
export type Project = 'domain' | 'api' | 'apiTests' | 'web';

export type Piece =
  | { kind: 'file'; path: string; project: Project; text: string }
  /** Lines put into a shared file: `after` is the exact text they follow ('' for the file's start). */
  | { kind: 'lines'; path: string; project: Project; inserts: { after: string; text: string }[] };

const DOMAIN = 'packages/domain/src/modules';
const API = 'apps/api/src/features/contributions';
const WEB = 'apps/web/src/features/integration/modules';

export const PIECES: Piece[] = [
  {
    kind: 'file',
    path: `${DOMAIN}/prova.ts`,
    project: 'domain',
    text: `import { z } from 'zod';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

export const provaDraftSchema = z.object({ nota: z.string().trim().min(1) }).strict();

export const provaModule = defineModule({
  name: 'prova',
  slug: 'prova',
  apiPath: 'prova',
  label: MODULE_LABELS.prova,
  description: { it: 'Un modulo di prova.', en: 'A trial module.' },
  rejectionReasons: [{ code: 'nota-vuota', it: 'Nota senza contenuto', en: 'Note without content' }],
  draftSchema: () => provaDraftSchema,
  contributionSchema: z.object({ nota: z.string() }).meta({ id: 'ProvaContribution' }),
  fromReport: (report) => ({ nota: report.company.description ?? '' }),
  review: 'module',
  backFrom: [],
});
`,
  },
  {
    kind: 'lines',
    path: `${DOMAIN}/labels.ts`,
    project: 'domain',
    inserts: [
      { after: 'export const MODULE_LABELS = {\n', text: "  prova: { it: 'Prova', en: 'Trial' },\n" },
    ],
  },
  {
    kind: 'lines',
    path: `${DOMAIN}/catalogue.ts`,
    project: 'domain',
    inserts: [
      { after: '', text: "import { provaModule } from './prova.ts';\nexport * from './prova.ts';\n" },
      { after: 'export const MODULES = [\n', text: '  provaModule,\n' },
    ],
  },
  {
    kind: 'file',
    path: `${API}/modules/prova/index.ts`,
    project: 'api',
    text: `import { provaDraftSchema } from '@portal/domain';
import { noFiles, type ServerModule } from '../../server-module.ts';

export const prova: ServerModule = {
  bodySchema: provaDraftSchema,
  fileKeys: noFiles,
  applyToReport: (report, data) => {
    report.company.description = String(data.nota);
    return report;
  },
};
`,
  },
  {
    kind: 'lines',
    path: `${API}/registry.ts`,
    project: 'api',
    inserts: [
      { after: '', text: "import { prova } from './modules/prova/index.ts';\n" },
      { after: 'export const SERVER_MODULES: ServerModules = {\n', text: '  prova,\n' },
    ],
  },
  {
    kind: 'file',
    path: `${WEB}/prova/index.tsx`,
    project: 'web',
    text: `import type { ModulePlugin } from '../../wizard/index.ts';
import { registerTexts } from '../../../../lib/i18n.ts';
import { ProvaForm, type ProvaValues } from './Form.tsx';
import it from './locales/it.json';
import { ProvaPreview } from './Preview.tsx';
import { ProvaReview } from './Review.tsx';

registerTexts(it, { en: () => import('./locales/en.json') });

export { provaModule as definition } from '@portal/domain';

const plugin: ModulePlugin<ProvaValues> = {
  initialValues: ({ record }) => ({ nota: typeof record?.nota === 'string' ? record.nota : '' }),
  Form: ProvaForm,
  Summary: ({ payload }) => <ProvaPreview data={payload} />,
  Preview: ProvaPreview,
  Review: ProvaReview,
};
export default plugin;
`,
  },
  {
    kind: 'file',
    path: `${WEB}/prova/Form.tsx`,
    project: 'web',
    text: `import { useTranslation } from '#i18n';
import type { ModuleFormProps } from '../../wizard/index.ts';

export type ProvaValues = { nota: string };

export function ProvaForm({ initialValues, submitting, onSubmit }: ModuleFormProps<ProvaValues>) {
  const { t } = useTranslation();
  return (
    <button type="button" disabled={submitting} onClick={() => onSubmit(initialValues, initialValues)}>
      {t('modules.prova.send')}
    </button>
  );
}
`,
  },
  {
    kind: 'file',
    path: `${WEB}/prova/Preview.tsx`,
    project: 'web',
    text: `import type { ModulePreviewProps } from '../../wizard/index.ts';

export function ProvaPreview({ data }: ModulePreviewProps) {
  return <p>{typeof data.nota === 'string' ? data.nota : ''}</p>;
}
`,
  },
  {
    kind: 'file',
    path: `${WEB}/prova/Review.tsx`,
    project: 'web',
    text: `import type { ModuleSummaryProps } from '../../wizard/index.ts';

export function ProvaReview({ payload, report }: ModuleSummaryProps) {
  return <p>{\`\${report?.company.description ?? ''} → \${String(payload.nota)}\`}</p>;
}
`,
  },
  {
    kind: 'file',
    path: `${WEB}/prova/locales/it.json`,
    project: 'web',
    text: '{ "modules": { "prova": { "send": "Procedi" } } }\n',
  },
  {
    kind: 'file',
    path: `${WEB}/prova/locales/en.json`,
    project: 'web',
    text: '{ "modules": { "prova": { "send": "Proceed" } } }\n',
  },
  {
    kind: 'lines',
    path: `${WEB}/registry.tsx`,
    project: 'web',
    inserts: [
      {
        after: 'export const CLIENT_MODULES: ClientRegistry = {\n',
        text: "  prova: clientModule('prova', () => import('./prova/index.tsx')),\n",
      },
    ],
  },
  {
    kind: 'lines',
    path: 'apps/api/test/apply-contribution.test.ts',
    project: 'apiTests',
    inserts: [
      {
        after: 'const CASES: Record<ModuleName, [Case, ...Case[]]> = {\n',
        text: "  prova: [{ body: () => ({ nota: 'NUOVA' }), expected: (before) => before }],\n",
      },
    ],
  },
  {
    kind: 'lines',
    path: 'apps/api/test/bad-input-sweep.test.ts',
    project: 'apiTests',
    inserts: [
      {
        after: 'const MODULE_EXAMPLES: Record<ModuleName, ModuleExamples> = {\n',
        text: "  prova: { json: { scrivi: { nota: 'x' }, salva: { nota: 'x' } } },\n",
      },
    ],
  },
];
