import { RECORD_TYPES, type RecordType } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { ApiStatusError } from '../../../lib/api/api-error';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { getCrashRecord } from '../api/get-crash-record';
import { getLotteryRecord } from '../api/get-lottery-record';
import { getSportsRecord } from '../api/get-sports-record';
import { getOrderRecord } from '../api/get-order-record';
import { getRoundRecord } from '../api/get-round-record';
import type { BetWording } from './bet-wording';
import { CrashRecordView } from './crash-record-view';
import { LotteryRecordView } from './lottery-record-view';
import { SportsRecordView } from './sports-record-view';
import { OrderRecordView } from './order-record-view';
import styles from './record-page.module.css';
import { RoundRecordView } from './round-record-view';

/** The props of RecordLoader. */
interface RecordLoaderProps<T> {
  type: RecordType;
  id: string;
  load: (id: string) => Promise<T>;
  render: (record: T) => ReactNode;
}

/** Loads one record and shows it, or says why it cannot (the server's own message, translated). */
function RecordLoader<T>({ type, id, load, render }: RecordLoaderProps<T>) {
  const { t } = useTranslation();
  const record = useQuery({ queryKey: ['record', type, id], queryFn: () => load(id), retry: false });
  if (record.data) return render(record.data);
  if (record.error) {
    const { error } = record;
    return (
      <p className={styles.error} role="alert" data-testid="record-error">
        {error instanceof ApiStatusError
          ? translateServerMessage(error.status, error.message, error.extra)
          : translateServerMessage(-1, undefined)}
      </p>
    );
  }
  return (
    <p className={styles.note} role="status">
      {t('RECORD_LOADING')}
    </p>
  );
}

/** The props of RecordOf. */
interface RecordOfProps {
  type: RecordType;
  id: string;
  wording: BetWording;
}

/** Which record a type names. */
function RecordOf({ type, id, wording }: RecordOfProps) {
  if (type === 'round')
    return (
      <RecordLoader
        type={type}
        id={id}
        load={getRoundRecord}
        render={(record) => <RoundRecordView record={record} />}
      />
    );
  if (type === 'crash')
    return (
      <RecordLoader
        type={type}
        id={id}
        load={getCrashRecord}
        render={(record) => <CrashRecordView record={record} />}
      />
    );
  if (type === 'lottery')
    return (
      <RecordLoader
        type={type}
        id={id}
        load={getLotteryRecord}
        render={(record) => <LotteryRecordView record={record} wording={wording} />}
      />
    );
  if (type === 'sports')
    return (
      <RecordLoader
        type={type}
        id={id}
        load={getSportsRecord}
        render={(record) => <SportsRecordView record={record} wording={wording} />}
      />
    );
  return (
    <RecordLoader
      type={type}
      id={id}
      load={getOrderRecord}
      render={(record) => <OrderRecordView record={record} />}
    />
  );
}

/** The props of RecordPage. */
export interface RecordPageProps {
  /** The lottery's and the sportsbook's words for their bets, given by the app. */
  wording: BetWording;
}

/**
 * `/record/:type/:id` (issue 13): what a history row links to — a game round with its fairness data, a
 * crash bet with its round's bust point, or a deposit or withdrawal order. A player sees only their own.
 */
export function RecordPage({ wording }: RecordPageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const openLogin = useUiStore((state) => state.openLogin);
  const type = RECORD_TYPES.find((known) => known === params.type);
  const id = params.id ?? '';

  let body: ReactNode;
  if (!type || !id) body = <p className={styles.note}>{t('RECORD_UNKNOWN')}</p>;
  else if (!loggedIn)
    body = (
      <div className={styles.card}>
        <p className={styles.note}>{t('RECORD_LOGIN_REQUIRED')}</p>
        <Button onClick={() => openLogin('login')}>{t('LOG_IN')}</Button>
      </div>
    );
  else body = <RecordOf key={`${type}:${id}`} type={type} id={id} wording={wording} />;

  return (
    <div className={styles.page} data-testid="record-page" data-type={type}>
      {body}
      <Link className={styles.back} to="/">
        {t('RECORD_BACK_HOME')}
      </Link>
    </div>
  );
}
