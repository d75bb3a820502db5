import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseItalianDate } from '@portal/domain';
import 'dayjs/locale/it';
import 'dayjs/locale/en';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Typed dates are read as DD/MM/YYYY whatever the interface language; the value is YYYY-MM-DD. */
export function parseTypedDay(value: string): string | null {
  const d = parseItalianDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : null;
}

/**
 * A day field: DD/MM/YYYY shown and typed, weeks from Monday, and the calendar's arrows named for screen readers (Mantine leaves them unnamed).
 */
export function DayInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'ariaLabels'>) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: currentLocale(), firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={t('common.datePlaceholder')}
        {...props}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDay}
        ariaLabels={{
          previousMonth: t('common.calendar.previousMonth'),
          nextMonth: t('common.calendar.nextMonth'),
          previousYear: t('common.calendar.previousYear'),
          nextYear: t('common.calendar.nextYear'),
          previousDecade: t('common.calendar.previousDecade'),
          nextDecade: t('common.calendar.nextDecade'),
        }}
      />
    </DatesProvider>
  );
}
