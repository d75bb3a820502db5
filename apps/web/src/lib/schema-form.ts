import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withLocalizedErrors } from './messages.ts';

/**
 * A form on react-hook-form, typed from its domain schema: the values as the form holds them (the
 * schema's input), the validated data as the submit handler gets them (its output); validated on
 * every change, so the submit button can follow the form's validity. Every form of the web uses it.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: withLocalizedErrors(zodResolver(schema)),
    mode: 'onChange',
    defaultValues,
    ...options,
  });
}
