import { fakerIT } from '@faker-js/faker';
import type { ProviderSubject } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { certificateConfigs, subjects, users } from '../db/schema.ts';
import { issueCertificate } from '../features/certificate/index.ts';
import {
  deliverNotification,
  deliverProviderReport,
  upsertSubjects,
  upsertUser,
} from '../features/provider/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { demoNotifications } from './notifications.ts';
import { capOf, PLACES } from './places.ts';
import { demoReport, type MissingSection } from './report.ts';
import { makeVat } from './vat.ts';

const LEGAL_FORMS = ['SR', 'SP', 'SU', 'RS', 'SN', 'AS', 'SC', 'AU'];
const ACTIVITY = ['A', 'A', 'A', 'A', 'A', 'A', 'L', 'I', 'C', 'S'];
const STREET_TYPES = ['VIA', 'VIA', 'VIA', 'VIALE', 'PIAZZA', 'CORSO'];

export const DEMO_COMPANIES = {
  alfa: { id: '1000001', denominazione: 'ALFA COSTRUZIONI MECCANICHE S.R.L.', first10: '0123456789' },
  beta: { id: '1000002', denominazione: 'BETA LOGISTICA ITALIA S.P.A.', first10: '0234567891' },
  gamma: { id: '1000003', denominazione: 'GAMMA SOLUZIONI DIGITALI S.R.L.', first10: '0345678912' },
  delta: { id: '1000004', denominazione: 'DELTA ALIMENTARE S.N.C.', first10: '0456789123' },
  epsilon: { id: '1000005', denominazione: 'EPSILON SERVIZI S.R.L.', first10: '0567891234' },
} as const;

export const EXTRA_COMPANIES = 240;

/** Demo companies whose reports lack some sections, so every 'Dati non disponibili' card is seen. */
const MISSING_SECTIONS: Partial<Record<keyof typeof DEMO_COMPANIES, MissingSection[]>> = {
  beta: ['profiloOperativo', 'controparti'],
  gamma: ['management', 'bilancio', 'sostenibilita'],
};

type SubjectInsert = typeof subjects.$inferInsert;

function randomSubject(f: typeof fakerIT, id: string, denominazione: string, vat: string): SubjectInsert {
  const place = f.helpers.arrayElement(PLACES);
  const name = denominazione
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 18);
  return {
    id,
    denominazione,
    partitaIva: vat,
    codiceFiscale: vat,
    naturaGiuridica: f.helpers.arrayElement(LEGAL_FORMS),
    statoAttivita: f.helpers.arrayElement(ACTIVITY),
    toponimo: f.helpers.arrayElement(STREET_TYPES),
    via: f.location
      .street()
      .replace(/^(Via|Viale|Piazza|Corso|Borgo|Contrada|Strada|Incrocio|Rotonda|Piazzale)\s+/i, '')
      .toUpperCase(),
    civico: String(f.number.int({ min: 1, max: 250 })),
    // a CAP of the municipality's own range (the draw keeps the seeded sequence as it was)
    cap: capOf(place, Number(f.location.zipCode('#####'))),
    comune: place.comune.toUpperCase(),
    provincia: place.provincia,
    telefono: `0${f.string.numeric(9)}`,
    sitoInternet: `www.${name || 'azienda'}.it`,
  };
}

/**
 * Deterministic demo data (seeded faker, Italian locale): the demo accounts of the README, their
 * companies, report deliveries for those that have one, and further companies for search.
 * Runs once: a database that already has the demo users is left alone.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'azienda'));
  if (existing) return false;
  const f = fakerIT;
  f.seed(2026);

  const named = Object.values(DEMO_COMPANIES).map((c) =>
    randomSubject(f, c.id, c.denominazione, makeVat(c.first10)),
  );
  named[0]!.statoAttivita = 'A';
  named[1]!.statoAttivita = 'A';
  const extra: SubjectInsert[] = [];
  for (let i = 0; i < EXTRA_COMPANIES; i++) {
    const suffix = f.helpers.arrayElement([' S.R.L.', ' S.P.A.', ' S.N.C.', ' S.A.S.', ' SOC. COOP.']);
    const denominazione = `${f.company
      .name()
      .toUpperCase()
      .replace(
        /\s+(SPA|S\.P\.A\.|SRL|S\.R\.L\.|SNC|S\.N\.C\.|SAS|S\.A\.S\.|E FIGLI|E FIGLIO|GROUP)$/i,
        '',
      )}${suffix}`;
    extra.push(randomSubject(f, String(2000001 + i), denominazione, makeVat(f.string.numeric(10))));
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Several instances may start together on one PostgreSQL: one seeds, the others find it done.
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274002)`);
    const [done] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'azienda'));
    if (done) return false;
    // The demo goes in through the provider's import services, as a provider's data would.
    await upsertSubjects(tx, [...named, ...extra] as ProviderSubject[]);
    for (const a of DEMO_ACCOUNTS)
      await upsertUser(
        tx,
        a.username,
        {
          nome: a.nome,
          cognome: a.cognome,
          email: `${a.username}@example.it`,
          isAdmin: a.isAdmin ?? false,
          isDemo: a.isDemo ?? false,
          abilitatoCredibility: a.abilitatoCredibility,
          subjectId: a.company ? DEMO_COMPANIES[a.company].id : null,
        },
        { passwordHash, analysts: true },
      );
    const withReport = DEMO_ACCOUNTS.filter((a) => a.withReport && a.company);
    const partners = extra
      .slice(0, 40)
      .map((p) => ({ ...p, createdAt: new Date() })) as (typeof subjects.$inferSelect)[];
    for (const [i, a] of withReport.entries()) {
      const company = DEMO_COMPANIES[a.company!];
      const subject = (await tx.select().from(subjects).where(eq(subjects.id, company.id)))[0]!;
      const delivered = new Date(Date.now() - (20 + i) * 86_400_000);
      await deliverProviderReport(
        tx,
        { cdRichiesta: `R${company.id}`, idConsegna: `C${String(i + 1).padStart(6, '0')}` },
        {
          subjectId: company.id,
          content: demoReport(subject, partners, MISSING_SECTIONS[a.company!]),
          deliveredAt: delivered,
        },
      );
      await tx.insert(certificateConfigs).values({ subjectId: company.id });
      for (const n of demoNotifications(company.id))
        await deliverNotification(
          tx,
          { subjectId: company.id, cdRichiesta: n.cdRichiesta, idConsegna: n.idConsegna },
          {
            descrizioneEvento: n.descrizioneEvento,
            tipoSeveritaEvento: n.tipoSeveritaEvento,
            data: n.data.toISOString(),
            visto: n.visto ?? false,
          },
        );
    }
    return true;
  });
  if (!seeded) return false;
  for (const a of DEMO_ACCOUNTS.filter((d) => d.withReport && d.company)) {
    await issueCertificate(db, DEMO_COMPANIES[a.company!].id);
  }
  return true;
}
