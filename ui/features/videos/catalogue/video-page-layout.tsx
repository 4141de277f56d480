import type { ReactNode } from 'react';
import { headerStyleFor, type PageType } from '@core';
import { PageHeaderStyle } from '../../../shared/components/page-header-style';
import { PageTitle } from '../../../shared/components/page-title';
import pageStyles from '../../../shared/components/page.module.css';
import { VideoNav } from './video-nav';
import styles from './videos.module.css';

/**
 * The frame of a video page without a hero: document title, header style, the video
 * navigation, then the page's one h1 and its content.
 */
export function VideoPageLayout({
  title,
  pageType,
  intro,
  children,
}: {
  readonly title: string;
  readonly pageType: Extract<PageType, 'video-listing' | 'video-category' | 'faqs'>;
  /** a short line under the h1 */
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className={`${pageStyles.container} ${pageStyles.top}`}>
      <PageTitle title={title} />
      <PageHeaderStyle style={headerStyleFor(pageType)} />
      <VideoNav />
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
    </div>
  );
}
