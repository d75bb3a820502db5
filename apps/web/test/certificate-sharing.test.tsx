import { createHash } from 'node:crypto';
import type { CertificateVerification, ShareLink } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubApi, stubSession } from './helpers.tsx';

/* Issue 17 §1–2 on screen: the sharing part of the certificate page and the public pages. */

const issued = {
  id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  status: 'valid' as const,
  issuedAt: '2026-03-01T10:00:00Z',
  expiresAt: '2027-03-01T10:00:00Z',
  sha256: 'a'.repeat(64),
  verifyUrl: 'http://localhost/verifica/AbCdEfGhIjKlMnOpQrStUvWx',
};
const link: ShareLink = {
  id: '11111111-1111-4111-8111-111111111111',
  certificateId: issued.id,
  target: 'verifica',
  label: 'Banca Uno',
  createdAt: '2026-03-02T10:00:00Z',
  expiresAt: '2026-04-01T10:00:00Z',
  maxViews: 3,
  views: 1,
  notify: false,
  state: 'active',
};

function stubPage(links: ShareLink[] = []) {
  return stubSession(companyUser, {
    'GET /api/v1/contribuzioni/leggi-configurazione-attestato': () =>
      json({
        fidoCertificato: true,
        situazioneEcoFin: true,
        valutazioneTempiPagamento: true,
        eventiNegativi: true,
      }),
    'GET /api/v1/attestato/verifica': () => json({ attestato: issued }),
    'GET /api/v1/attestato/condivisioni': () => json(links),
    'GET /api/v1/attestato/visualizzazioni': () =>
      json([
        {
          id: '22222222-2222-4222-8222-222222222222',
          linkId: link.id,
          label: 'Banca Uno',
          target: 'verifica',
          viewedAt: '2026-03-03T09:15:00Z',
          browser: 'firefox',
          device: 'mobile',
        },
      ]),
    'POST /api/v1/attestato/condivisioni': (call) =>
      json({
        ...link,
        ...JSON.parse(call.body ?? '{}'),
        url: `http://localhost/condivisione/${'T'.repeat(43)}`,
      }),
    'POST /api/v1/attestato/condivisioni/11111111-1111-4111-8111-111111111111/revoca': () =>
      json({ ...link, state: 'revoked' }),
  });
}

async function openPage() {
  renderApp('/credibility/impostazioni-attestato');
  return screen.findByRole('region', { name: 'Verifica e condivisione' });
}

describe('sharing on the certificate page', () => {
  it('shows the current certificate, its links and the views with coarse client data only', async () => {
    stubPage([link]);
    const card = await openPage();
    expect(await within(card).findByText(issued.id)).toBeInTheDocument();
    expect(within(card).getByText('Attestato valido')).toBeInTheDocument();
    const links = await screen.findByRole('table', { name: 'Link di condivisione' });
    expect(within(links).getByText('Banca Uno')).toBeInTheDocument();
    expect(within(links).getByText('1 / 3')).toBeInTheDocument();
    const views = await screen.findByRole('table', { name: 'Visualizzazioni' });
    expect(within(views).getByText('Firefox')).toBeInTheDocument();
    expect(within(views).getByText('Smartphone')).toBeInTheDocument();
  });

  it('creates a link with the body the API takes and shows its address once', async () => {
    const calls = stubPage();
    await openPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Durata'), '7');
    await user.type(screen.getByLabelText(/Visualizzazioni massime/), '5');
    await user.type(screen.getByLabelText(/Destinatario o nota/), 'Banca Due');
    await user.click(screen.getByRole('button', { name: 'Crea link' }));
    expect(await screen.findByText(`http://localhost/condivisione/${'T'.repeat(43)}`)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/attestato/condivisioni');
    expect(JSON.parse(post!.body!)).toEqual({
      target: 'verifica',
      days: 7,
      maxViews: 5,
      label: 'Banca Due',
      notify: false,
    });
  });

  it('refuses a maximum of 0 views with the domain message and sends nothing', async () => {
    const calls = stubPage();
    await openPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Visualizzazioni massime/), '0');
    await user.click(screen.getByRole('button', { name: 'Crea link' }));
    expect(await screen.findByText('Indica un numero di visualizzazioni tra 1 e 1000.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/attestato/condivisioni')).toBe(false);
  });

  it('revokes a link after a confirmation', async () => {
    const calls = stubPage([link]);
    await openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoca il link Banca Uno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocare il link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoca' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path.endsWith(`/condivisioni/${link.id}/revoca`)),
      ).toBe(true),
    );
  });
});

const pdf = new TextEncoder().encode('%PDF-1.7 issued bytes');
const verification: CertificateVerification = {
  id: issued.id,
  status: 'superseded',
  issuedAt: issued.issuedAt,
  expiresAt: issued.expiresAt,
  endedAt: '2026-05-10T08:00:00Z',
  checkedAt: '2026-06-01T12:00:00Z',
  company: {
    denominazione: 'Alfa S.p.A.',
    codiceFiscale: '01234567890',
    partitaIva: '01234567890',
    sede: 'Via Roma 1',
  },
  sections: [
    {
      key: 'fidoCertificato',
      title: 'Fido certificato',
      blocks: [{ type: 'rows', rows: [['Fido', '10.000 €']] }],
    },
  ],
  sha256: createHash('sha256').update(pdf).digest('hex'),
  jwsUrl: `http://localhost/api/public/v1/attestati/${issued.id}/jws`,
  jwksUrl: 'http://localhost/.well-known/jwks.json',
};

describe('the public verification page', () => {
  it('needs no sign-in, shows the status and the values as issued, and checks a file in the browser', async () => {
    const calls = stubApi({ [`GET /api/public/v1/attestati/${issued.id}`]: () => json(verification) });
    renderApp(`/verifica/${issued.id}`);
    expect(await screen.findByText('Attestato sostituito')).toBeInTheDocument();
    expect(screen.getByText(/più recente il 10\/05\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fido certificato' })).toBeInTheDocument();
    expect(screen.getByText('10.000 €')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/'))).toBe(false);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );

    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([pdf], 'attestato.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Il file è esattamente l'attestato emesso")).toBeInTheDocument();
    const changed = pdf.slice();
    changed[3] = changed[3]! ^ 1;
    await user.upload(input, new File([changed], 'altro.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Il file non è l'attestato emesso")).toBeInTheDocument();
  });

  it('a PDF link to a superseded certificate shows the status and offers no PDF (issue 24, finding 9)', async () => {
    stubApi({
      [`POST /api/public/v1/condivisioni/${'T'.repeat(43)}/visualizzazioni`]: () =>
        json({ target: 'pdf', verification, pdfUrl: null }),
    });
    renderApp(`/condivisione/${'T'.repeat(43)}`);
    expect(await screen.findByText('Attestato sostituito')).toBeInTheDocument();
    expect(
      screen.getByText("Il PDF non è più disponibile: l'attestato è stato revocato o sostituito."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scarica il PDF' })).toBeNull();
  });

  it('a share link that is no longer available says so', async () => {
    stubApi({
      [`POST /api/public/v1/condivisioni/${'T'.repeat(43)}/visualizzazioni`]: () =>
        json({ message: 'Questo link non è più disponibile.' }, 410),
    });
    renderApp(`/condivisione/${'T'.repeat(43)}`);
    expect(
      await screen.findByText(/Questo link non è più disponibile: è stato revocato/),
    ).toBeInTheDocument();
  });
});
