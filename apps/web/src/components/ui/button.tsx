import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

/** A native button's attributes plus the look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary for the one main action, secondary for others, ghost for quiet ones. */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Compact size for headers and toolbars. */
  size?: 'small' | 'regular';
  /** Stretch to the container's width. */
  block?: boolean;
}

/** The shell's button; type="button" unless a form submit is asked for. */
export function Button({
  variant = 'primary',
  size = 'regular',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : '',
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
