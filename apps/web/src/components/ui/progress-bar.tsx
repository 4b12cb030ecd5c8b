import styles from './progress-bar.module.css';

/** The props of ProgressBar. */
export interface ProgressBarProps {
  /** What is measured ("Bets"), its accessible name too. */
  label: string;
  /** Done so far. */
  value: number;
  /** The goal; 0 means there is nothing to do (full). */
  max: number;
  /** The figures as shown ("R$ 50.00 / R$ 100.00"), also read out as the value. */
  text: string;
  /** Test id of the bar. */
  testId?: string;
}

/** The share of a goal reached, floored to whole percent and capped at 100. */
export function percentOf(value: number, max: number): number {
  if (max <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((value / max) * 100)));
}

/** A labelled progress bar with its figures, exposed as one progressbar with a text value. */
export function ProgressBar({ label, value, max, text, testId }: ProgressBarProps) {
  const percent = percentOf(value, max);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      data-testid={testId}
    >
      <div className={styles.progressHead}>
        <span className={styles.progressLabel}>{label}</span>
        <span className={styles.progressText}>{text}</span>
      </div>
      <div className={styles.track}>
        <span className={styles.fill} style={{ width: `${percent}%` }} data-done={percent >= 100} />
      </div>
    </div>
  );
}
