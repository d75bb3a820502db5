import type { ModuleName } from '@portal/domain';

/**
 * Wizard steps (spec part 2 §2): 1 data collection, 2 result (summary and save), and the hidden
 * read-only preview of the saved data, opened by the route parameter `urlStep=preview`.
 */
export type WizardStep = 'collection' | 'result' | 'preview';

/** The numbered steps of the sidebar; the preview step is not listed. */
export const NUMBERED_STEPS = ['collection', 'result'] as const satisfies readonly WizardStep[];

/** `preview` opens the preview; any other value (or none) opens data collection. */
export function initialStep(urlStep: string | undefined): WizardStep {
  return urlStep === 'preview' ? 'preview' : 'collection';
}

/**
 * Steps a module may go back from (to the previous step): the operating profile may go back from
 * the result to data collection; the other modules allow none (spec part 2 §2).
 */
export const BACK_ALLOWED: Partial<Record<ModuleName, readonly WizardStep[]>> = {
  profiloOperativo: ['result'],
};

export function canGoBack(module: ModuleName, from: WizardStep): boolean {
  return BACK_ALLOWED[module]?.includes(from) ?? false;
}
