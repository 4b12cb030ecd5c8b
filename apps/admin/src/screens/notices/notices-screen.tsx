import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NoticeComposer } from './notice-composer';
import styles from './notices-screen.module.css';
import { PushComposer } from './push-composer';

type Kind = 'notice' | 'push';

/**
 * Notices (support, marketing): compose a notice (kept in the players' notices list, optionally pushed
 * live, or configuring the logged-out / never-deposited popups) or a bare live push, each beside a preview
 * of what the player will see. One form at a time, so each keeps plain labels ("Title", "Player ID").
 */
export function NoticesScreen() {
  const { t } = useTranslation('notices');
  const name = useId();
  const [kind, setKind] = useState<Kind>('notice');

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('screenTitle')}</h1>
      <fieldset className={styles.kind}>
        <legend>{t('whatToSend')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={kind === 'notice'} onChange={() => setKind('notice')} />
          {t('kindNotice')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={kind === 'push'} onChange={() => setKind('push')} />
          {t('kindPush')}
        </label>
      </fieldset>
      {kind === 'notice' ? <NoticeComposer /> : <PushComposer />}
    </div>
  );
}
