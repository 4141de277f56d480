import { useState } from 'react';
import type { HeaderSponsor as HeaderSponsorData } from '@core';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import styles from './header.module.css';

/**
 * The header sponsor (HEADER-5): its logo in a box that is always the same size, so
 * nothing moves when it arrives after the page, when there is none, or when child-friendly
 * mode has hidden it (the core's commercialForMode decides; this only shows what is left).
 * A logo the image library cannot deliver becomes the sponsor's name in the same box: the
 * partner stays credited and no broken picture shows.
 */
export function HeaderSponsor({ sponsor }: { readonly sponsor: HeaderSponsorData | null }) {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  if (!sponsor) return <div className={styles.sponsor} aria-hidden="true" data-testid="header-sponsor-slot" />;
  const failed = failedKey === sponsor.image;
  return (
    <div className={styles.sponsor} role="group" aria-label="Header sponsor" data-testid="header-sponsor-slot">
      <span className={styles.sponsorLabel} aria-hidden="true">
        Partner
      </span>
      {failed || !sponsor.image ? (
        <span className={styles.sponsorName}>{sponsor.name}</span>
      ) : (
        <ResponsiveImage
          imageKey={sponsor.image}
          alt={`Partner: ${sponsor.name}`}
          width={96}
          height={32}
          fit="contain"
          sizes="96px"
          className={styles.sponsorLogo}
          onFail={() => setFailedKey(sponsor.image)}
        />
      )}
    </div>
  );
}
