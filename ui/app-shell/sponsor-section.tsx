import { useSnapshot } from 'valtio';
import { commercialForMode, type SponsorSectionName } from '@core';
import { AppLink } from '../shared/components/app-link';
import { ResponsiveImage } from '../shared/components/responsive-image';
import { ViewModels } from '../shared/services/service-tokens';
import { useService } from '../shared/services/services-context';
import { useShellSettings } from './shell-context';
import styles from './sponsor-section.module.css';

const LOGO = { width: 120, height: 60 } as const;

/**
 * One of the web settings' sponsor sections where a page has its place (fixtures, match centre,
 * player of the match...): the section's partners that the child-friendly mode allows, each a
 * sized logo linking out. Nothing at all when the settings have not loaded, the section is
 * inactive or nobody in it may be shown: a page never shows an empty 'in partnership with'.
 */
export function SponsorSection({ name, label }: { readonly name: SponsorSectionName; readonly label: string }) {
  const settings = useShellSettings();
  const { childFriendly } = useSnapshot(useService(ViewModels.interfaceVm).state);
  if (!settings) return null;
  const section = commercialForMode(
    { sponsorSections: settings.sponsorSections },
    { childFriendly, nowMs: 0 },
  ).sponsorSections.find((s) => s.name === name);
  if (!section) return null;
  const id = `sponsors-${section.sectionID}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.label}>
        {label}
      </h2>
      <ul className={styles.logos}>
        {section.sponsors.map((s) => (
          <li key={s.sponsorID}>
            <AppLink href={s.url} newTab className={styles.logo}>
              <ResponsiveImage
                imageKey={s.imageKey}
                alt={s.title}
                width={LOGO.width}
                height={LOGO.height}
                fit="contain"
                sizes={`${LOGO.width}px`}
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
