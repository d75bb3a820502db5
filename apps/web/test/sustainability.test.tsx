import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sustainabilityView } from '../src/lib/sustainability-levels.ts';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

async function openWith(esgScoreClass: string | null, esgPropensityClass: string | null) {
  stubSession(companyUser, {
    'GET /api/v1/soggetto/sostenibilita': () => json({ esgScoreClass, esgPropensityClass }),
  });
  renderApp('/sostenibilita');
  await screen.findByRole('heading', { level: 1, name: 'Profilo di sostenibilità' });
}

const currentStep = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'step')
    .map((li) => li.textContent);

describe('sustainability page', () => {
  it.each([
    ['MOLTO ALTA', 'Molto alta'],
    ['ALTA', 'Alta'],
    ['MEDIA', 'Media'],
    ['BASSA', 'Bassa'],
    ['MOLTO BASSA', 'Molto bassa'],
  ])('ESG score %s: the 5-level scale with the company level highlighted', async (code, label) => {
    await openWith(code, null);
    const view = await screen.findByRole('region', { name: 'Score ESG' });
    const scale = within(view).getByRole('list', { name: 'Scala dello score ESG' });
    expect(
      within(scale)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Molto alta', 'Alta', 'Media', 'Bassa', 'Molto bassa']);
    expect(currentStep(scale)).toEqual([label]);
    expect(within(view).getByTestId('sustainability-level')).toHaveTextContent(label);
    expect(screen.queryByRole('region', { name: 'Propensione agli SDG' })).not.toBeInTheDocument();
  });

  it.each([
    [null, 'BUONA', 'Buona'],
    ['ASSENTE', 'CONTENUTA', 'Contenuta'],
  ])('SDG propensity (score %s, propensity %s): 4 levels', async (score, propensity, label) => {
    await openWith(score, propensity);
    const view = await screen.findByRole('region', { name: 'Propensione agli SDG' });
    const scale = within(view).getByRole('list', { name: 'Scala della propensione agli SDG' });
    expect(
      within(scale)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alta', 'Buona', 'Media', 'Contenuta']);
    expect(currentStep(scale)).toEqual([label]);
  });

  it.each([
    [null, null],
    ['ASSENTE', null],
    [null, 'ASSENTE'],
    ['ASSENTE', 'ASSENTE'],
    ['SCONOSCIUTA', null],
  ])('no data for score %s and propensity %s', async (score, propensity) => {
    await openWith(score, propensity);
    expect(await screen.findByText('Dati di sostenibilità non disponibili')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Score ESG' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Propensione agli SDG' })).not.toBeInTheDocument();
  });

  it('has the back link, no notifications and the benefits footer with the provider link in a new tab', async () => {
    await openWith('ALTA', null);
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /^Notifiche/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Perché la sostenibilità conta' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Scopri di più sul sito del fornitore/ });
    expect(link).toHaveAttribute('href', 'https://www.example.test');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Scopri di più sul sito del fornitore (si apre in una nuova scheda)');
  });

  it('says when the profile cannot be loaded', async () => {
    stubSession(companyUser, { 'GET /api/v1/soggetto/sostenibilita': () => json({ message: 'KO' }, 500) });
    renderApp('/sostenibilita');
    expect(await screen.findByText('Impossibile caricare il profilo di sostenibilità.')).toBeInTheDocument();
  });

  it('prefers the ESG score when both classes are present', () => {
    expect(sustainabilityView({ esgScoreClass: 'media', esgPropensityClass: 'ALTA' })).toEqual({
      kind: 'score',
      level: 'MEDIA',
    });
  });
});
