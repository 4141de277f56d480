import type { Ref } from 'react';
import type { Advert, MenuItem, Sponsor, SocialNetwork, SponsorRow, WebSettings } from '@core';
import { club, socialLinks as defaultSocialLinks } from '@core/config/site-config';
import { AppLink } from '../../shared/components/app-link';
import { Icon, type IconName } from '../../shared/components/icon';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { ServerPainted } from '../../shared/components/server-painted';
import { AdvertImage } from './advert-image';
import { rowLayoutOf, type FooterLayout } from './footer-layout';
import { ReservedAdverts, ReservedSponsorRow } from './footer-reserved';
import { Crest } from '../crest';
import styles from './footer.module.css';

const socialOrder: readonly { key: SocialNetwork; label: string; icon?: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'Facebook' },
  { key: 'twitter', label: 'Twitter', icon: 'Twitter' },
  { key: 'instagram', label: 'Instagram', icon: 'Instagram' },
  { key: 'youtube', label: 'YouTube', icon: 'YouTube' },
  { key: 'snapchat', label: 'Snapchat', icon: 'Snapchat' },
  { key: 'tiktok', label: 'TikTok', icon: 'TikTok' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'weibo', label: 'Weibo' },
];

export interface FooterViewProps {
  readonly settings: WebSettings | null;
  readonly quickLinks: readonly MenuItem[];
  /** already filtered for child-friendly mode; null hides the sponsors (failed or loading) */
  readonly rows: readonly SponsorRow[] | null;
  /** already eligible; null or advertisingDisabled hides them */
  readonly adverts: readonly Advert[] | null;
  readonly advertisingDisabled: boolean;
  /** 'Cookie settings': shows the cookie choice again */
  readonly onCookieSettings?: () => void;
  readonly cookieSettingsRef?: Ref<HTMLButtonElement>;
  /** a fan followed an advert or a sponsor (counted by analytics) */
  readonly onAdvertClick?: (advert: Advert) => void;
  readonly onSponsorClick?: (sponsor: Sponsor) => void;
  /** the room kept for adverts and sponsor rows still loading or paused (what is shown replaces it) */
  readonly reserved?: FooterLayout | undefined;
  /** how many sponsor rows show their logos yet (the rest keep their room); all when not given */
  readonly rowsShown?: number | undefined;
  /** the footer element (the container watches when it comes near the screen) */
  readonly footerRef?: Ref<HTMLElement>;
}

/** Presentational footer: every part hides alone when its data is missing. */
export function FooterView({
  settings,
  quickLinks,
  rows,
  adverts,
  advertisingDisabled,
  onCookieSettings,
  cookieSettingsRef,
  onAdvertClick,
  onSponsorClick,
  reserved,
  footerRef,
  rowsShown,
}: FooterViewProps) {
  const social = settings?.socialLinks ?? defaultSocialLinks;
  const showAdverts = !advertisingDisabled && adverts !== null && adverts.length > 0;
  const showRows = rows !== null && rows.length > 0;
  const roomRows = rows === null && reserved ? reserved.rows : [];
  return (
    <footer className={styles.footer} ref={footerRef}>
      {showAdverts ? (
        <section aria-label="Advertisements" className={styles.adverts}>
          <ul>
            {adverts.map((a) => {
              const image = a.images.find((i) => i.type.toLowerCase() === 'mpu') ?? a.images[0];
              return (
                <li key={a.id}>
                  <AppLink href={a.url} newTab className={styles.advert} onClick={() => onAdvertClick?.(a)}>
                    {image ? <AdvertImage image={image} alt={a.advertName} /> : a.advertName}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ) : reserved ? (
        <ReservedAdverts count={reserved.adverts} />
      ) : null}

      {/* one slot, one section: the room kept while the sponsors load becomes their section in
          place (the same element), and each row keeps the server's boxes until its logos have
          their turn (rowsShown), so the logos' arrival replaces a row at a time: never the whole
          area at once, and never the kept room's boxes removed only to be made again */}
      {showRows || roomRows.length > 0 ? (
        <section
          aria-label={showRows ? 'Sponsors' : undefined}
          aria-hidden={showRows ? undefined : true}
          data-reserved={showRows ? undefined : ''}
          className={styles.sponsors}
        >
          {showRows
            ? rows.map((row, r) =>
                rowsShown !== undefined && r >= rowsShown ? (
                  <ReservedSponsorRow key={r} row={rowLayoutOf(row)} />
                ) : (
                  <SponsorRowView key={r} row={row} onSponsorClick={onSponsorClick} />
                ),
              )
            : roomRows.map((row, r) => <ReservedSponsorRow key={r} row={row} />)}
        </section>
      ) : null}

      {/* the club's own parts never change once painted (until the settings or menus are
          replaced): the server's markup stays, not rendered again to hydrate (ServerPainted);
          only the cookie settings button is React's */}
      <div className={styles.main}>
        <ServerPainted deps={[settings]} className={styles.brand}>
          <AppLink href="/" className={styles.logo} aria-label={`${club.shortName} home`}>
            <Crest size={64} />
          </AppLink>
          <p className={styles.clubLine}>{settings?.clubLine || club.name}</p>
        </ServerPainted>

        <nav aria-label="Quick Links" className={styles.quickLinks}>
          <h2 className={styles.heading}>Quick Links</h2>
          <ServerPainted as="ul" deps={[quickLinks]}>
            {quickLinks.map((item) => (
              <li key={`${item.label}-${item.link}`}>
                <AppLink href={item.link} newTab={item.newTab}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ServerPainted>
          {onCookieSettings ? (
            <ul>
              <li>
                <button
                  type="button"
                  ref={cookieSettingsRef}
                  className={styles.cookieSettings}
                  onClick={onCookieSettings}
                >
                  Cookie settings
                </button>
              </li>
            </ul>
          ) : null}
        </nav>

        <ServerPainted deps={[settings]} className={styles.follow}>
          <h2 className={styles.heading}>Follow {club.shortName}</h2>
          <ul className={styles.social}>
            {socialOrder
              .filter(({ key }) => social[key] !== '')
              .map(({ key, label, icon }) => (
                <li key={key}>
                  <AppLink href={social[key]} newTab className={styles.socialLink} aria-label={label}>
                    {icon ? <Icon name={icon} /> : label}
                  </AppLink>
                </li>
              ))}
          </ul>
          {settings && (settings.appStoreLinks.apple || settings.appStoreLinks.google) ? (
            <ul className={styles.apps} aria-label="Get the app">
              {settings.appStoreLinks.apple ? (
                <li>
                  <AppLink href={settings.appStoreLinks.apple} newTab>
                    Download on the App Store
                  </AppLink>
                </li>
              ) : null}
              {settings.appStoreLinks.google ? (
                <li>
                  <AppLink href={settings.appStoreLinks.google} newTab>
                    Get it on Google Play
                  </AppLink>
                </li>
              ) : null}
            </ul>
          ) : null}
        </ServerPainted>
      </div>

      <ServerPainted deps={[settings]}>
        {settings?.dataProviderNotice.text ? (
          <p className={styles.dataNotice} data-style={settings.dataProviderNotice.style}>
            {settings.dataProviderNotice.text}
          </p>
        ) : null}
        {settings?.builderNotice.text ? (
          <p className={styles.builder}>
            {settings.builderNotice.link ? (
              <AppLink href={settings.builderNotice.link} newTab>
                {settings.builderNotice.text}
              </AppLink>
            ) : (
              settings.builderNotice.text
            )}
          </p>
        ) : null}
      </ServerPainted>
    </footer>
  );
}

function SponsorRowView({
  row,
  onSponsorClick,
}: {
  readonly row: SponsorRow;
  readonly onSponsorClick?: ((sponsor: Sponsor) => void) | undefined;
}) {
  const size = row.sponsorSize === 'large' ? 160 : 96;
  return (
    <div className={styles.sponsorRow} data-size={row.sponsorSize}>
      {row.title ? <h2 className={styles.rowTitle}>{row.title}</h2> : null}
      <ul>
        {row.sponsors.map((s) => (
          <li key={s.sponsorID}>
            <AppLink href={s.url} newTab className={styles.sponsor} onClick={() => onSponsorClick?.(s)}>
              <ResponsiveImage
                imageKey={s.imageKey}
                alt={s.title}
                width={size}
                height={size}
                fit="contain"
                sizes={`${size}px`}
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
