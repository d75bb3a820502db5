import type { UploadRule } from '@portal/domain';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Uploader } from '../../../../components/Uploader/Uploader.tsx';

/** The product's uploader as a react-hook-form field holding the chosen files. */
export function UploadField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  rule: UploadRule;
  label: string;
  description?: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Uploader
          label={props.label}
          {...(props.description ? { description: props.description } : {})}
          required
          kinds={props.rule.kinds}
          maxBytes={props.rule.maxBytes}
          maxFiles={props.rule.maxFiles}
          files={field.value}
          onChange={field.onChange}
          disabled={props.disabled}
        />
      )}
    />
  );
}
