import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonData, ButtonType, IconAlignment } from '@core';
import { resolveButton } from '@core/buttons/resolve-button';
import { AppLink, type AppLinkProps } from './app-link';
import { Icon, type IconName } from './icon';
import styles from './button.module.css';

function classes(variant: ButtonType, small: boolean, inline: boolean, extra?: string): string {
  return [styles.button, styles[variant], small && styles.small, inline && styles.inline, extra]
    .filter(Boolean)
    .join(' ');
}

function Label({ text, icon, iconAlignment }: { text: ReactNode; icon?: IconName; iconAlignment: IconAlignment }) {
  const glyph = icon ? <Icon name={icon} className={styles.icon} /> : null;
  return (
    <>
      {iconAlignment === 'left' ? glyph : null}
      <span className={styles.text}>{text}</span>
      {iconAlignment === 'right' ? glyph : null}
    </>
  );
}

/**
 * A content-managed button (BUTTON-1): a link styled as one of the six
 * button types. Defaults and the internal/external decision are the core's
 * resolveButton, so the page tree, menus and the UI agree on them.
 */
export function ButtonLink({
  button,
  className,
  onClick,
  ...intent
}: {
  readonly button: ButtonData;
  readonly className?: string;
  readonly onClick?: () => void;
} & Pick<AppLinkProps, 'ref' | 'onPointerEnter' | 'onFocus'>) {
  const b = resolveButton(button);
  return (
    <AppLink
      href={b.link}
      newTab={b.newTab}
      className={classes(b.type, b.small, b.inline, className)}
      data-variant={b.type}
      onClick={onClick}
      {...intent}
    >
      <Label text={b.text} icon={b.icon} iconAlignment={b.iconAlignment} />
    </AppLink>
  );
}

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonType;
  readonly icon?: IconName;
  readonly iconAlignment?: IconAlignment;
  readonly small?: boolean;
  readonly inline?: boolean;
}

/** A real <button> (an action, not a navigation) in the same six styles. */
export function ActionButton({
  variant = 'primary-light',
  icon,
  iconAlignment = 'right',
  small = false,
  inline = false,
  type = 'button',
  className,
  children,
  ...rest
}: ActionButtonProps) {
  return (
    <button type={type} className={classes(variant, small, inline, className)} data-variant={variant} {...rest}>
      <Label text={children} icon={icon} iconAlignment={iconAlignment} />
    </button>
  );
}
