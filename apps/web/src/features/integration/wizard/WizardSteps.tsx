import './register-locales.ts';
import { Box, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { NUMBERED_STEPS, type WizardStep } from './steps.ts';
import classes from './WizardSteps.module.css';

interface WizardStepsProps {
  current: WizardStep;
  /** Set when going back to data collection is allowed from the current step. */
  onBack: (() => void) | undefined;
}

/**
 * The numbered steps in the left sidebar (1 Raccolta dati, 2 Esito caricamento); the preview step
 * is hidden. The current step carries aria-current="step"; a step one may go back to is a button.
 */
export function WizardSteps({ current, onBack }: WizardStepsProps) {
  const { t } = useTranslation();
  const currentIndex = NUMBERED_STEPS.indexOf(current as (typeof NUMBERED_STEPS)[number]);
  return (
    <Box component="nav" aria-label={t('wizard.stepsLabel')}>
      <ol className={classes.list}>
        {NUMBERED_STEPS.map((step, index) => {
          const active = step === current;
          const done = currentIndex > index || current === 'preview';
          const label = (
            <>
              <ThemeIcon
                radius="xl"
                size={28}
                variant={active ? 'filled' : done ? 'light' : 'default'}
                aria-hidden="true"
              >
                {done ? (
                  <IconCheck size={16} />
                ) : (
                  <Text fw={700} size="sm">
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text fw={active ? 700 : 500} c={active ? undefined : 'dimmed'}>
                {t(`wizard.steps.${step}`)}
              </Text>
            </>
          );
          return (
            <li key={step} className={classes.item} aria-current={active ? 'step' : undefined}>
              {step === 'collection' && onBack ? (
                <UnstyledButton className={classes.row} onClick={onBack}>
                  {label}
                </UnstyledButton>
              ) : (
                <div className={classes.row}>{label}</div>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
