import { useShellSettings } from '../shell-context';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import styles from './error-page.module.css';

/**
 * The web settings' error-page picture (ERROR-1).
 * Its box keeps its size while the settings are on their way (the server renders before
 * they arrive), so the picture lands without moving the page; it goes only when the settings
 * say there is none. A picture that fails to load becomes a placeholder of the same size
 * (ResponsiveImage). Decorative: the heading and text say everything.
 */
export function ErrorPageImage() {
  const settings = useShellSettings();
  if (settings && !settings.errorPageImage) return null;
  return (
    <div className={styles.image} data-testid="error-page-image">
      {settings ? (
        <ResponsiveImage
          imageKey={settings.errorPageImage}
          alt=""
          width={720}
          height={300}
          sizes="(min-width: 760px) 720px, 100vw"
        />
      ) : null}
    </div>
  );
}
