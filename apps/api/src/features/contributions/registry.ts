import type { ModuleName } from '@portal/domain';
import { altriDocumenti } from './modules/altri-documenti/index.ts';
import { anagrafica } from './modules/anagrafica/index.ts';
import { contestazioneEventi } from './modules/contestazione-eventi/index.ts';
import { contropartiCommerciali } from './modules/controparti-commerciali/index.ts';
import { esperienzaPagamento } from './modules/esperienze-pagamento/index.ts';
import { management } from './modules/management/index.ts';
import { profiloOperativo } from './modules/profilo-operativo/index.ts';
import { situazioneEcoFin } from './modules/situazione-ecofin/index.ts';
import type { ServerModule, ServerModules } from './server-module.ts';

/** The server side of every module, by name: a module missing here does not compile. */
export const SERVER_MODULES: ServerModules = {
  anagrafica,
  management,
  profiloOperativo,
  contropartiCommerciali,
  situazioneEcoFin,
  esperienzaPagamento,
  altriDocumenti,
  contestazioneEventi,
};

export const serverModule = (name: ModuleName): ServerModule => SERVER_MODULES[name];
