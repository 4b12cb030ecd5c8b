import type { ReactNode } from 'react';

import styles from './keyboard-tip.module.css';

/** The props of KeyboardTip. */
interface KeyboardTipProps {
  /** A paragraph, or an item of a rules list. */
  as?: 'p' | 'li';
  /** The caller's own look (colour, size). */
  className?: string;
  /** The tip's text. */
  children: ReactNode;
}

/** A tip about playing with the keyboard, hidden where the primary pointer is coarse (touch phones). */
export function KeyboardTip({ as: Tag = 'p', className, children }: KeyboardTipProps) {
  return (
    <Tag className={`${styles.tip} ${className ?? ''}`} data-keyboard-tip="">
      {children}
    </Tag>
  );
}
