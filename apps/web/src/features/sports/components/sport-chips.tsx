import type { SportId, SportsCatalogue } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import styles from './sports.module.css';

/** The lines of each sport's ball, drawn in the chip's colour (no emoji font is needed). */
const SPORT_ICON_PATHS: Record<SportId, string> = {
  football:
    'M12 7.5l4.3 3.1-1.6 5h-5.4l-1.6-5zM12 3v4.5M21 10.6l-4.7 0M3 10.6l4.7 0M9.3 15.6 6.5 20M14.7 15.6l2.8 4.4',
  basketball: 'M3 12h18M12 3v18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8',
  tennis: 'M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8',
};

/** A sport's ball; decorative (the chip's label names the sport). */
function SportIcon({ sport }: { sport: SportId }) {
  return (
    <svg
      className={styles.chipIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d={SPORT_ICON_PATHS[sport]} />
    </svg>
  );
}

/** The inputs of SportChips. */
export interface SportChipsProps {
  sports: SportsCatalogue['sports'];
  /** Counting live events, or upcoming ones. */
  live: boolean;
  selected: SportId;
  onSelect: (sport: SportId) => void;
}

/** The sports with their number of live or upcoming events; the chosen one is pressed. */
export function SportChips({ sports, live, selected, onSelect }: SportChipsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="group" aria-label={t('SPORTS_CHOOSE_SPORT')}>
      {sports.map((sport) => {
        const count = live ? sport.live : sport.upcoming;
        const name = t(`SPORTS_SPORT_${sport.id.toUpperCase()}`);
        return (
          <button
            key={sport.id}
            type="button"
            className={styles.chip}
            aria-pressed={sport.id === selected}
            aria-label={t('SPORTS_SPORT_WITH_COUNT', { sport: name, count })}
            onClick={() => onSelect(sport.id)}
            data-testid={`sport-chip-${sport.id}`}
          >
            <SportIcon sport={sport.id} />
            {name}
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
