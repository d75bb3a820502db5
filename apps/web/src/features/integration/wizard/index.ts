export * from './engine.ts';
export { type LockedModuleState, lockedModuleOf, lockedModuleState } from './locked-module.ts';
export { ModuleWizard, type ModuleWizardProps } from './ModuleWizard.tsx';
export { canProceed, ProceedButton } from './ProceedButton.tsx';
export { RejectionBanner } from './RejectionBanner.tsx';
export { SavedDialog } from './SavedDialog.tsx';
export * from './steps.ts';
export type * from './types.ts';
export { useWizardRecords } from './use-wizard-records.ts';
