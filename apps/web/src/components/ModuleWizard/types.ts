import type { Synthesis } from '@portal/domain';
import type { ComponentType } from 'react';

/** A module's own fields, as written, saved, read back or sent (engine fields left out). */
export type ModuleData = Record<string, unknown>;

export interface ModuleFormProps<TValues> {
  /** Values the form starts from: the last written draft, else the saved record, else the report. */
  initialValues: TValues;
  /** The write is in flight. */
  submitting: boolean;
  /** Called with the validated write body and the form values (kept to return to the form). */
  onSubmit: (payload: ModuleData, values: TValues) => void;
}

export interface ModuleSummaryProps {
  /** The body that was written (the draft). */
  payload: ModuleData;
  /** The official report, for comparisons (null when the company has none). */
  report: Synthesis | null;
}

export interface ModulePreviewProps {
  /** Module data to show read-only: a saved record, a draft or a sent contribution. */
  data: ModuleData;
}

/**
 * What a module plugs into the common wizard shell (spec part 2 §2): how its form starts, the
 * data-collection form, the result summary and the read-only preview.
 */
export interface ModulePlugin<TValues> {
  initialValues: (source: { record: ModuleData | null; report: Synthesis | null }) => TValues;
  Form: ComponentType<ModuleFormProps<TValues>>;
  Summary: ComponentType<ModuleSummaryProps>;
  Preview: ComponentType<ModulePreviewProps>;
}

/** The official report as the page loaded it. */
export interface WizardReport {
  isPending: boolean;
  isError: boolean;
  /** null when the company has no report (or while loading). */
  data: Synthesis | null;
  retry: () => void;
}
