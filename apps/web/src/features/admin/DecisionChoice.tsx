import { Button, Group, Text } from '@mantine/core';
import type { ModuleState } from '@portal/domain';
import { useTranslation } from '#i18n';

export type Choice = 'accept' | 'reject';

/**
 * Accept / reject buttons of an analyst's decision, each enabled only when the domain's
 * `movesFor` allows that move. The order is kept as each screen shows it.
 */
export function DecisionButtons({
  moves,
  onChoose,
  rejectFirst = false,
  justify,
}: {
  moves: readonly ModuleState[];
  onChoose: (choice: Choice) => void;
  rejectFirst?: boolean;
  justify?: 'flex-end';
}) {
  const { t } = useTranslation();
  const accept = (
    <Button
      key="accept"
      color="green"
      disabled={!moves.includes('APPROVATO')}
      onClick={() => onChoose('accept')}
    >
      {t('admin.review.accept')}
    </Button>
  );
  const reject = (
    <Button
      key="reject"
      color="red"
      variant="outline"
      disabled={!moves.includes('NON_APPROVATO')}
      onClick={() => onChoose('reject')}
    >
      {t('admin.review.reject')}
    </Button>
  );
  return <Group justify={justify}>{rejectFirst ? [reject, accept] : [accept, reject]}</Group>;
}

/** The header over the form of the chosen decision. */
export function ChosenDecision({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  return (
    <Text fw={500}>
      {choice === 'reject' ? t('admin.review.chosenReject') : t('admin.review.chosenAccept')}
    </Text>
  );
}
