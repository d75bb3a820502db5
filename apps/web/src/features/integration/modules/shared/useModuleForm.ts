import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withLocalizedErrors } from '../../../../lib/messages.ts';

/**
 * A module form on react-hook-form, typed from its domain schema: the values as the form holds
 * them (the schema's input), the validated write data as the submit handler gets them (its
 * output); validated on every change, so 'Procedi' follows the form's validity.
 */
export function useModuleForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: withLocalizedErrors(zodResolver(schema)),
    mode: 'onChange',
    defaultValues,
  });
}
