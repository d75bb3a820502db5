import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { moduleRoute, type ReportAnchor, SECTION_MODULE_SLUGS } from '@portal/domain';
import { IconArrowRight, IconFileSearch } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '#i18n';
import { Link, useLocation } from '#router';
import { CARD_SECTIONS, type CardKey, cardDomId } from './card-ids.ts';
import classes from './OverviewCard.module.css';

interface ReportLinkProps {
  anchor: ReportAnchor;
  children: ReactNode;
  /** Added for assistive technologies, so that links with the same text differ ('…: Management'). */
  context?: string;
}

/**
 * Opens the report overlay at a section: a real link to `#{anchor}` on the current page (the
 * overview reads the hash), replacing the history entry.
 */
export function ReportLink({ anchor, children, context }: ReportLinkProps) {
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={{ pathname: location.pathname, search: location.search, hash: anchor }}
      replace
      fz="sm"
      fw={600}
    >
      {children}
      {context && <VisuallyHidden>: {context}</VisuallyHidden>}
    </Anchor>
  );
}

/** The wizard of the module that fills the card's report section, or null when none does. */
function moduleOfCard(card: CardKey): string | null {
  const section = CARD_SECTIONS[card];
  const slug = section && SECTION_MODULE_SLUGS[section];
  return slug ? moduleRoute(slug) : null;
}

/** 'Dati non disponibili', with the 'Accedi al modulo' link when a module fills the card's section. */
export function NoData({ card, context }: { card: CardKey; context: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">{t('overview.noData')}</Text>
      <ModuleLink card={card} label={t('overview.openModule')} context={context} />
    </Stack>
  );
}

/** A link to the module that fills the card's report section; nothing when no module does. */
export function ModuleLink({ card, label, context }: { card: CardKey; label: string; context?: string }) {
  const to = moduleOfCard(card);
  if (!to) return null;
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="xs"
      rightSection={<IconArrowRight size={14} aria-hidden="true" />}
    >
      {label}
      {context && <VisuallyHidden>: {context}</VisuallyHidden>}
    </Button>
  );
}

interface OverviewCardProps {
  cardKey: CardKey;
  title: string;
  /** The report section of 'Vedi dettaglio'; cards that are not about the report have none. */
  anchor?: ReportAnchor;
  /** Actions in the footer, before 'Vedi dettaglio'. */
  actions?: ReactNode;
  /** Two grid columns from the md breakpoint (cards with tables). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One card of the overview: a region named by its h2, the content, and the footer with
 * 'Vedi dettaglio'. The heading takes focus (tabIndex -1) when a partial evaluation scrolls here.
 */
export function OverviewCard({ cardKey, title, anchor, actions, wide = false, children }: OverviewCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      radius="md"
      aria-labelledby={headingId}
      id={cardDomId(cardKey)}
      className={wide ? classes.wide : undefined}
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} fz="h4" id={headingId} tabIndex={-1}>
        {title}
      </Title>
      <Stack gap="sm" mt="sm" style={{ flex: 1 }}>
        {children}
      </Stack>
      {(anchor || actions) && (
        <Group
          mt="md"
          pt="sm"
          gap="md"
          justify="space-between"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="sm">{actions}</Group>
          {anchor && (
            <ReportLink anchor={anchor} context={title}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileSearch size={16} aria-hidden="true" />
                {t('overview.seeDetail')}
              </Group>
            </ReportLink>
          )}
        </Group>
      )}
    </Card>
  );
}
