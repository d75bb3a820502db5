import { isDecided, moduleLabel } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { mailCompany, outcomeMail } from '../mail/index.ts';
import { companyName } from '../subjects/index.ts';
import type { Outcome } from './review.ts';

/**
 * Tells the company's users of a decided outcome by e-mail, after the decision has committed. A
 * failure is logged and does not undo the decision (the bell and the list carry the outcome too).
 */
export async function mailOutcome(app: FastifyInstance, origin: string, outcome: Outcome) {
  if (!isDecided(outcome.to)) return;
  try {
    const name = await companyName(app.db, outcome.subjectId);
    await mailCompany(app.db, app.mailer, outcome.subjectId, 'outcome', (locale) => {
      const label = moduleLabel(outcome.module, locale);
      const invoice = outcome.numeroFattura
        ? `, ${locale === 'en' ? 'invoice' : 'fattura'} ${outcome.numeroFattura}`
        : '';
      return outcomeMail(locale, {
        companyName: name,
        what: `${label}${invoice}`,
        accepted: outcome.to === 'APPROVATO',
        reason: outcome.reason,
        url: `${origin}/credibility/integrazione-dati/elenco-contribuzioni`,
      });
    });
  } catch (e) {
    app.log.error({ err: e, subjectId: outcome.subjectId }, 'outcome e-mail not sent');
  }
}
