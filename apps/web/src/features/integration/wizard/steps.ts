import type { ModuleDefinition } from '@portal/domain';

/**
 * Wizard steps (spec part 2 §2): 1 data collection, 2 result (summary and save), and the hidden
 * read-only preview of the saved data, opened by the route parameter `urlStep=preview`.
 */
export type WizardStep = ModuleDefinition['backFrom'][number];

/** The numbered steps of the sidebar; the preview step is not listed. */
export const NUMBERED_STEPS = ['collection', 'result'] as const satisfies readonly WizardStep[];

/** `preview` opens the preview; any other value (or none) opens data collection. */
export function initialStep(urlStep: string | undefined): WizardStep {
  return urlStep === 'preview' ? 'preview' : 'collection';
}

/** Going back is allowed only from the steps the module's domain definition lists (`backFrom`). */
export function canGoBack(module: Pick<ModuleDefinition, 'backFrom'>, from: WizardStep): boolean {
  return (module.backFrom as readonly WizardStep[]).includes(from);
}
