import { useMediaQuery } from '@mantine/hooks';
import { ROUTES } from '@portal/domain';
import { IconBuildingSkyscraper, IconDatabaseImport, IconFileCertificate } from '@tabler/icons-react';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from '#i18n';
import { NavLink } from '#router';
import { onDemand, useOnDemand } from './on-demand.ts';
import classes from './Sidebar.module.css';

// The tooltips (Tooltip, @floating-ui) are only used on the rail: downloaded there, nowhere else.
const railTooltip = onDemand(() => import('./RailTooltip.tsx'));

interface SidebarEntry {
  to: string;
  /** `shell.nav.<key>.long` / `.short` */
  key: 'overview' | 'integration' | 'certificate';
  icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

const ENTRIES: readonly SidebarEntry[] = [
  { to: ROUTES.overview, key: 'overview', icon: IconBuildingSkyscraper },
  { to: ROUTES.integration, key: 'integration', icon: IconDatabaseImport },
  { to: ROUTES.certificate, key: 'certificate', icon: IconFileCertificate },
];

/**
 * The three customer-area entries (spec part 1 §2). Labels:
 * - wide screens (≥ md) and the phone drawer show the long label ('Panoramica azienda');
 * - the narrow rail (sm–md) shows icon + short label ('Overview') and the long one as a tooltip;
 * - the accessible name is always the long label (aria-label), so assistive technologies and
 *   tests find the same name at every width.
 * The active entry carries aria-current="page"; the integration entry stays active on its sub-pages
 * (module wizards, contributions list).
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isRail = useMediaQuery('(min-width: 48em) and (max-width: 61.99em)') ?? false;
  const { Full: Tooltip, load } = useOnDemand(railTooltip, null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function every render
  useEffect(() => {
    if (isRail) load(false);
  }, [isRail]);

  return (
    <ul className={classes.links}>
      {ENTRIES.map(({ to, key, icon: Icon }) => {
        const long = t(`shell.nav.${key}.long`);
        const link = (
          <NavLink to={to} className={classes.link} aria-label={long} onClick={onNavigate}>
            <Icon size={22} className={classes.icon} aria-hidden="true" />
            <span className={classes.long}>{long}</span>
            <span className={classes.short}>{t(`shell.nav.${key}.short`)}</span>
          </NavLink>
        );
        return (
          <li key={key}>
            {Tooltip ? (
              <Tooltip label={long} disabled={!isRail}>
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
