import type { Synthesis } from '@portal/domain';
import type { ComponentType } from 'react';

/** A module's own fields, as written, saved, read back or sent (engine fields left out). */
export type ModuleData = Record<string, unknown>;

export interface ModuleFormProps<TValues> {
  /** Values the form starts from: the last written draft, else the saved record, else the report. */
  initialValues: TValues;
  /**
   * The form starts from a draft that was written but not saved: 'Procedi' is enabled as soon as
   * the values are valid, without a change (the draft can still be saved).
   */
  fromDraft?: boolean;
  /** The write is in flight. */
  submitting: boolean;
  /**
   * Called with the validated write body and the form values (kept to return to the form). A
   * FormData body is a multipart write (uploads): it travels with upload progress, and the result
   * step then shows the draft the server stored (re-read) instead of the body.
   */
  onSubmit: (payload: ModuleData | FormData, values: TValues) => void;
  /** Upload progress 0–100 of a multipart write in flight; null otherwise. */
  uploadProgress?: number | null;
}

export interface ModuleSummaryProps {
  /** The body that was written (the draft). */
  payload: ModuleData;
  /** The official report, for comparisons (null when the company has none). */
  report: Synthesis | null;
}

/** The confirmation a module shows after a successful save (default: 'Salvataggio completato'). */
export interface SaveConfirmationProps {
  opened: boolean;
  /** Go to the data-integration page. */
  onGoToHub: () => void;
  /** Close: the wizard then opens the preview of the saved data. */
  onClose: () => void;
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
  /**
   * The analyst's review (issue 13 §1): the contribution (`payload`, the data as sent) beside the
   * company's current report, field by field, in the module's own labels and formats.
   */
  Review: ComponentType<ModuleSummaryProps>;
  /**
   * The confirmation after saving; registry, management and operating profile use the default
   * 'Salvataggio completato' modal, the other modules their own dialog (spec part 2 §2).
   */
  SaveConfirmation?: ComponentType<SaveConfirmationProps>;
  /**
   * Optional, for a module whose summary, preview and review are lazy components (WEB-10): downloads
   * them. The wizard starts it with the write and moves to the result step once both have settled;
   * the admin's review and the previews start it with the module's chunk.
   */
  preload?: () => Promise<unknown>;
  /**
   * The result step opens with an alert that the write was received (spec part 2 §7: operating
   * profile, economic-financial situation and other documents 'show an alert on result').
   */
  writeAlert?: boolean;
}

/** The official report as the page loaded it. */
export interface WizardReport {
  isPending: boolean;
  isError: boolean;
  /** null when the company has no report (or while loading). */
  data: Synthesis | null;
  retry: () => void;
}
