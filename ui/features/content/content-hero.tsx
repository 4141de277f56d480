import { ResponsiveImage } from '../../shared/components/responsive-image';
import styles from './content-page.module.css';

/** The page title over its hero image; the title sits on a navy panel so contrast never depends on the photo. */
export function ContentHero({
  title,
  summary,
  imageKey,
  imageAlt,
}: {
  readonly title: string;
  readonly summary?: string;
  readonly imageKey: string;
  readonly imageAlt: string;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroImage}>
        <ResponsiveImage imageKey={imageKey} alt={imageAlt} width={1400} height={600} fit="cover" priority />
      </div>
      <div className={styles.heroPanel}>
        <h1 id="content-title" className={styles.heroTitle}>
          {title}
        </h1>
        {summary ? <p className={styles.heroSummary}>{summary}</p> : null}
      </div>
    </header>
  );
}

/** The title band of a page without a hero image (under the solid header). */
export function PlainHeader({ title, summary }: { readonly title: string; readonly summary?: string }) {
  return (
    <header className={styles.plainHeader}>
      <h1 id="content-title" className={styles.plainTitle}>
        {title}
      </h1>
      {summary ? <p className={styles.intro}>{summary}</p> : null}
    </header>
  );
}
