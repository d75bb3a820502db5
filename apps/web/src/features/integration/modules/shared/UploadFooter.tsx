import { UploadProgress } from '../../../../components/uploader/UploadProgress.tsx';
import { ProceedButton } from '../../wizard/index.ts';

/**
 * The end of a form that uploads files (economic-financial situation, other documents, a contest):
 * the upload's progress while it travels, then 'Procedi', enabled once the form is valid.
 */
export function UploadFooter({
  submitting,
  uploadProgress,
  form,
  label,
}: {
  submitting: boolean;
  uploadProgress: number | null;
  form: { isDirty: boolean; isValid: boolean };
  label: string;
}) {
  return (
    <>
      <UploadProgress value={submitting ? uploadProgress : null} />
      <ProceedButton submitting={submitting} changed={form.isDirty} disabled={!form.isValid} label={label} />
    </>
  );
}
