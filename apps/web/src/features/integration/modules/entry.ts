import type { ModuleWizardProps } from '../../../components/ModuleWizard/index.ts';

/** What ModulePage hands to a module's lazily loaded entry: everything but the plugin. */
export type ModuleEntryProps = Omit<ModuleWizardProps<unknown>, 'plugin'>;
