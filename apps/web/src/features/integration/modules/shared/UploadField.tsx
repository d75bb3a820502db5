import type { UploadRule } from '@portal/domain';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Uploader } from '../../../../components/uploader/Uploader.tsx';

interface UploadFieldProps<V extends FieldValues> {
  control: Control<V, unknown, FieldValues>;
  /** A field holding the chosen files (File[]). */
  name: FieldPath<V>;
  rule: UploadRule;
  label: string;
  description?: string;
  disabled: boolean;
}

/** The product's uploader as a react-hook-form field: the chosen files are the field's value. */
export function UploadField<V extends FieldValues>({ control, name, rule, ...props }: UploadFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Uploader
          {...props}
          required
          kinds={rule.kinds}
          maxBytes={rule.maxBytes}
          maxFiles={rule.maxFiles}
          multiple={rule.maxFiles > 1}
          files={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
