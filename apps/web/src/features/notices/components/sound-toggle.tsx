import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useSoundStore } from '../stores/sound-store';
import styles from './notices.module.css';

/** Spec §4 "Sound": the player's switch for sound effects (soundOff). */
export function SoundToggle() {
  const { t } = useTranslation();
  const labelId = useId();
  const { soundOff, setSoundOff } = useSoundStore();
  return (
    <div className={styles.sound}>
      <span id={labelId}>{t('NOTICES_SOUND')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={!soundOff}
        aria-labelledby={labelId}
        className={styles.switch}
        onClick={() => setSoundOff(!soundOff)}
        data-testid="sound-toggle"
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}
