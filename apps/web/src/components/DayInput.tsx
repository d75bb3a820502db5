import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseItalianDate } from '@portal/domain';
import 'dayjs/locale/it';
import 'dayjs/locale/en';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { currentLocale } from '../lib/i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Typed dates are read as DD/MM/YYYY whatever the interface language; the value is YYYY-MM-DD. */
export function parseTypedDay(value: string): string | null {
  const d = parseItalianDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : null;
}

/** Text in the field that is not a day (empty text is no day, but not wrong either). */
const isBadText = (text: string) => text.trim() !== '' && parseTypedDay(text) === null;

export type DayInputProps = Omit<
  DateInputProps,
  'valueFormat' | 'dateParser' | 'ariaLabels' | 'fixOnBlur'
> & {
  /**
   * Told whether the field holds typed text that is not a DD/MM/YYYY day: the form is then not
   * valid even though the value is empty (a form with optional dates must refuse to go on).
   */
  onInvalidText?: (invalid: boolean) => void;
};

/**
 * A day field: DD/MM/YYYY shown and typed, weeks from Monday, and the calendar's arrows named for
 * screen readers (Mantine leaves them unnamed).
 *
 * Text typed by hand that is not a day ('31/02/2026', '12/2026') is kept as typed instead of being
 * wiped when the field is left (Mantine's fixOnBlur), the value becomes empty, and once the field
 * is left a message says what is expected, in the place of the form's own message. Days outside a
 * range are for the form's rules to explain: callers use excludeDate, not minDate / maxDate, which
 * would make DateInput drop such a day without a word.
 */
export function DayInput({ onInvalidText, error, onBlur, onInput, ...props }: DayInputProps) {
  const { t } = useTranslation();
  const [badText, setBadText] = useState(false);
  const [shown, setShown] = useState(false);
  const { value, onChange } = props;

  const check = (text: string): boolean => {
    const bad = isBadText(text);
    setBadText(bad);
    if (!bad) setShown(false);
    // the value must not stay the last good day while the field shows something else
    else if (value) onChange?.(null);
    return bad;
  };

  // A day picked in the calendar (or set by the form) replaces whatever was typed.
  useEffect(() => {
    if (!value) return;
    setBadText(false);
    setShown(false);
  }, [value]);

  const report = useRef(onInvalidText);
  report.current = onInvalidText;
  useEffect(() => report.current?.(badText), [badText]);

  return (
    <DatesProvider settings={{ locale: currentLocale(), firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={t('common.datePlaceholder')}
        {...props}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDay}
        fixOnBlur={!badText}
        onInput={(event) => {
          check(event.currentTarget.value);
          onInput?.(event);
        }}
        onBlur={(event) => {
          setShown(check(event.currentTarget.value));
          onBlur?.(event);
        }}
        error={badText ? (shown ? t('common.calendar.invalidDay') : undefined) : error}
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
