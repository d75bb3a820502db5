/**
 * The negative events behind the report's five counts (issue 29 §1). Each event belongs to the
 * count its `categoria` names, in the order the overview shows the counts. Zod-free: the overview
 * card reads it.
 */
export const NEGATIVE_EVENT_CATEGORIES = [
  'protesti',
  'fallimentiEProcedure',
  'pregiudizievoli',
  'altriAttiConservatoria',
  'newsNegative',
] as const;
export type NegativeEventCategory = (typeof NEGATIVE_EVENT_CATEGORIES)[number];
