import { Alert, Table, Text } from '@mantine/core';
import { datiXbrlSchema, formatEuro, formatInteger, XBRL_FIGURES, type XbrlFigureName } from '@portal/domain';
import { useTranslation } from '#i18n';

const format = (name: XbrlFigureName, value: number | null) =>
  value === null ? '-' : name === 'dipendentiMedi' ? formatInteger(value) : formatEuro(value);

/**
 * The figures the server read from an uploaded XBRL statement (issue 16), current and previous
 * year; or why it read none (the file is kept all the same).
 */
export function XbrlFigures({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const parsed = datiXbrlSchema.safeParse(value);
  if (!parsed.success) return null;
  const dati = parsed.data;
  if (dati.esito === 'nessunDato' || !dati.corrente) {
    return (
      <Alert color="yellow" variant="light" title={t('modules.situazioneEcoFin.xbrl.noneTitle')}>
        {dati.messaggio}
      </Alert>
    );
  }
  const { corrente, precedente } = dati;
  return (
    <section aria-labelledby="xbrl-figures-title">
      <Text id="xbrl-figures-title" fw={600} mb={4}>
        {t('modules.situazioneEcoFin.xbrl.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('modules.situazioneEcoFin.xbrl.source', { taxonomy: dati.tassonomia ?? '' })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder data-testid="xbrl-figures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('modules.situazioneEcoFin.xbrl.figure')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {corrente.anno}
              </Table.Th>
              {precedente && (
                <Table.Th scope="col" ta="right">
                  {precedente.anno}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {XBRL_FIGURES.map((name) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={400}>
                  {t(`modules.situazioneEcoFin.xbrl.figures.${name}`)}
                </Table.Th>
                <Table.Td ta="right">{format(name, corrente[name])}</Table.Td>
                {precedente && <Table.Td ta="right">{format(name, precedente[name])}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
