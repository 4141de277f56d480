import { useId } from 'react';
import type { IconName } from '@core/config/site-config';
import { iconPaths } from './icon-paths';
import styles from './icon.module.css';

export type { IconName };

export interface IconProps {
  readonly name: IconName;
  /** gives the icon an accessible name; without it the icon is decorative (aria-hidden) */
  readonly title?: string;
  readonly className?: string;
}

/** Inline SVG icon: no icon font, no network request, colour from currentColor. */
export function Icon({ name, title, className }: IconProps) {
  const titleId = useId();
  const paths = iconPaths[name];
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {labelled ? <title id={titleId}>{title}</title> : null}
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
