import type { ReactNode } from 'react';
import styles from './reserved-swap.module.css';

export interface ReservedSwapProps {
  /** which of the two shows: the other only holds its place */
  readonly showSecond: boolean;
  readonly first: ReactNode;
  readonly second: ReactNode;
  /** 'span' inside phrasing content (a button's label), 'div' around blocks */
  readonly as?: 'span' | 'div';
  readonly className?: string;
}

/**
 * Two versions of one spot that swap after hydration (a guest's 'Login' and a signed-in fan's
 * 'Profile'): the server's HTML is the same for everyone, and the box already has the size of
 * the larger version, so the swap never moves anything around it. The version not shown is
 * invisible, out of the accessibility tree and inert (nothing in it can be focused or clicked).
 */
export function ReservedSwap({ showSecond, first, second, as: Tag = 'span', className }: ReservedSwapProps) {
  const box = Tag === 'span' ? styles.inline : styles.swap;
  return (
    <Tag className={className ? `${box} ${className}` : box}>
      <Tag
        className={showSecond ? styles.reserve : undefined}
        aria-hidden={showSecond || undefined}
        inert={showSecond || undefined}
      >
        {first}
      </Tag>
      <Tag
        className={showSecond ? undefined : styles.reserve}
        aria-hidden={!showSecond || undefined}
        inert={!showSecond || undefined}
      >
        {second}
      </Tag>
    </Tag>
  );
}
