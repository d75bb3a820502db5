import { type ModuleName, moduleByName, type WizardStep } from '@portal/domain';

/**
 * Wizard steps (spec part 2 §2): 1 data collection, 2 result (summary and save), and the hidden
 * read-only preview of the saved data, opened by the route parameter `urlStep=preview`.
 */
export type { WizardStep };

/** The numbered steps of the sidebar; the preview step is not listed. */
export const NUMBERED_STEPS = ['collection', 'result'] as const satisfies readonly WizardStep[];

/** `preview` opens the preview; any other value (or none) opens data collection. */
export function initialStep(urlStep: string | undefined): WizardStep {
  return urlStep === 'preview' ? 'preview' : 'collection';
}

/** Whether a module may go back from a step to the previous one: the domain's `backFrom` (spec part 2 §2). */
export function canGoBack(module: ModuleName, from: WizardStep): boolean {
  return moduleByName(module)?.backFrom.includes(from) ?? false;
}
