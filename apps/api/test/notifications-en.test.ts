import { beforeAll, describe, expect, it } from 'vitest';
import { ContributionFlow } from './contribution-flow.ts';
import { useTestApp } from './test-app.ts';

/*
 * Issue 25 §8: the notifications the portal makes itself (contribution outcomes) are read in the
 * user's language; the analyst's own words and the provider's texts stay as written.
 */

const { ctx } = useTestApp();
let flow: ContributionFlow;
beforeAll(async () => {
  flow = await ContributionFlow.start(ctx.app, 'azienda');
});

const bell = async (language?: string) => {
  const who = language ? { ...flow.company, 'accept-language': language } : flow.company;
  const res = await flow.call('GET', '/monitoraggio/segnalazioni', undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notifications as { descrizioneEvento: string }[]).map((n) => n.descrizioneEvento);
};

describe('portal-made notifications in the user language', () => {
  it('an acceptance and a rejection: Italian by default, English with Accept-Language en', async () => {
    const body = {
      esponenti: [{ denominazione: 'ROSSI MARIO', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
    };
    await flow.accept(await flow.send('management', body));
    const rejected = await flow.send('management', body);
    expect((await flow.decide(rejected, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const res = await flow.decide(rejected, 'NON_APPROVATO', 'Manca il socio di maggioranza');
    expect(res.statusCode, res.body).toBe(200);

    const italian = await bell();
    expect(italian).toContain('Contribuzione "Management" accettata: i nuovi dati sono sul tuo profilo.');
    expect(italian).toContain('Contribuzione "Management" rifiutata. Motivo: Manca il socio di maggioranza');
    const english = await bell('en-GB,en;q=0.9');
    expect(english).toContain('Contribution "Management" accepted: the new data are on your profile.');
    expect(english).toContain('Contribution "Management" rejected. Reason: Manca il socio di maggioranza');
    expect(english.filter((text) => text.startsWith('Contribuzione'))).toEqual([]);
    // the provider's notifications of the demo are the same in both
    const provider = italian.filter((text) => !text.startsWith('Contribuzione'));
    expect(english.filter((text) => !text.startsWith('Contribution'))).toEqual(provider);
  });
});
