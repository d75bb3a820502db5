import { expect, it } from 'vitest';
import { recordModuleData } from '../src/index.ts';

it('recordModuleData leaves out exactly the engine fields of a record', () => {
  const record = {
    stato: 'IN_BOZZA',
    dataSalvataggio: null,
    dataInvio: null,
    motivoRifiuto: null,
    blockId: null,
    version: 3,
    indirizzo: 'Via Roma 1',
    // A module field named like an Object.prototype property is kept.
    constructor: 'x',
  };
  expect(recordModuleData(record)).toEqual({ indirizzo: 'Via Roma 1', constructor: 'x' });
});
