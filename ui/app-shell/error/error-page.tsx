import type { ReactNode } from 'react';
import type { MenuItem } from '@core';
import { headerStyleFor } from '@core/shell/header-style';
import { errorNavPaths, texts } from '@core/config/site-config';
import { AppLink } from '../../shared/components/app-link';
import { Heading } from '../../shared/components/heading';
import { useHeaderStyle } from '../use-header-style';
import { fallbackMenus } from '../fallback-menus';
import { ErrorPageImage } from './error-page-image';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  readonly status: number;
  /** replaces the generic apology (e.g. 'This page could not be found' for 404) */
  readonly message?: string;
  /** the error navigation; defaults to /news, /matches, /teams */
  readonly links?: readonly MenuItem[];
  /** the configured picture (ErrorPageImage inside the site) */
  readonly image?: ReactNode;
}

/** Presentational error page; usable anywhere (no services needed). */
export function ErrorPageView({ status, message, links = fallbackMenus.error, image }: ErrorPageProps) {
  const nav = links.filter((l) => (errorNavPaths as readonly string[]).includes(l.link));
  return (
    <section className={styles.page} aria-labelledby="error-title">
      {image}
      <Heading tag="h1" size="h1" id="error-title">{`${status} error`}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      <p className={styles.apology}>{texts.errorApology}</p>
      <nav aria-label="Quick Links" className={styles.links}>
        <Heading tag="h2" size="h5">
          Quick Links
        </Heading>
        <ul>
          <li>
            <AppLink href="/">Home</AppLink>
          </li>
          {nav.map((l) => (
            <li key={l.link}>
              <AppLink href={l.link}>{l.label}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** The error page inside the site: sets the solid header style. */
export function ErrorPage(props: ErrorPageProps) {
  useHeaderStyle(headerStyleFor('error'));
  return <ErrorPageView image={<ErrorPageImage />} {...props} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} message={texts.notFound} />;
}
