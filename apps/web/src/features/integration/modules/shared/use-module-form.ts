import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../../lib/schema-form.ts';

/** A module form: the web's one form hook (lib/schema-form.ts), validated on every change. */
export function useModuleForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useSchemaForm(schema, defaultValues);
}
