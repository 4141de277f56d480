import type { HTMLAttributes, ReactNode } from 'react';
import type { headingSizes, headingTags } from '@core/config/site-config';
import styles from './heading.module.css';

export type HeadingTag = (typeof headingTags)[number];
export type HeadingSize = (typeof headingSizes)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** the document outline level (or 'span' for a visual heading that is not one) */
  readonly tag?: HeadingTag;
  /** the visual size, independent of the level so the outline stays correct */
  readonly size?: HeadingSize;
  readonly children: ReactNode;
}

export function Heading({ tag = 'h2', size, children, className, ...rest }: HeadingProps) {
  const Tag = tag;
  const visual: HeadingSize = size ?? (tag === 'span' ? 'h6' : tag);
  return (
    <Tag className={[styles.heading, styles[visual], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
