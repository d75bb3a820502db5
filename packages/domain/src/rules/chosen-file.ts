import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** What a form needs of a chosen file (a browser File has it); its content is checked on upload. */
export type ChosenFile = { readonly name: string; readonly size: number; readonly type: string };

export const chosenFile = <F extends ChosenFile = ChosenFile>() =>
  z.custom<F>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as ChosenFile).name === 'string' &&
      typeof (v as ChosenFile).size === 'number',
    { error: MESSAGES.required },
  );
