import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { NoticeItem } from '@casino/contracts';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { activeLanguage } from '../../../lib/i18n/i18n';
import { localeOf } from '../../../lib/i18n/language';
import {
  getNoticePage,
  NOTICE_PAGE_QUERY_KEY,
  NOTICE_PAGE_SIZE,
  type NoticePage,
} from '../api/get-notice-page';
import { markNoticeRead } from '../api/mark-notice';
import { SoundToggle } from './sound-toggle';
import styles from './notices.module.css';

/** The notifications page (`#notifications`): the player's notices, ten a page, with their read state. */
export function NotificationsPanel({ onClose }: { /** Closes the page. */ onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({
    queryKey: [NOTICE_PAGE_QUERY_KEY, pageNo],
    queryFn: () => getNoticePage(pageNo),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / NOTICE_PAGE_SIZE));

  return (
    <Modal onClose={onClose} labelledBy={titleId} closeLabel={t('CLOSE')} testId="notifications-panel">
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('NOTICES_TITLE')}
        </h2>
        <SoundToggle />
        {page.isPending ? (
          <p className={styles.quiet}>{t('NOTICES_LOADING')}</p>
        ) : page.isError ? (
          <div className={styles.quiet} role="alert">
            <p>{t('NOTICES_LOAD_FAILED')}</p>
            <Button variant="secondary" size="small" onClick={() => void page.refetch()}>
              {t('NOTICES_RETRY')}
            </Button>
          </div>
        ) : page.data.content.length === 0 ? (
          <p className={styles.quiet} data-testid="notifications-empty">
            {t('NOTICES_EMPTY')}
          </p>
        ) : (
          <ul className={styles.list} aria-label={t('NOTICES_TITLE')}>
            {page.data.content.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} pageNo={pageNo} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={t('NOTICES_PAGES')}>
            <Button
              variant="ghost"
              size="small"
              disabled={pageNo <= 1}
              onClick={() => setPageNo(pageNo - 1)}
              data-testid="notifications-prev"
            >
              {t('NOTICES_PREVIOUS')}
            </Button>
            <span className={styles.pageNo}>{t('NOTICES_PAGE_OF', { page: pageNo, pages })}</span>
            <Button
              variant="ghost"
              size="small"
              disabled={pageNo >= pages}
              onClick={() => setPageNo(pageNo + 1)}
              data-testid="notifications-next"
            >
              {t('NOTICES_NEXT')}
            </Button>
          </nav>
        ) : null}
      </div>
    </Modal>
  );
}

/** One notice: a button that opens its text and marks it read. */
function NoticeRow({ notice, pageNo }: { notice: NoticeItem; pageNo: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const date = new Intl.DateTimeFormat(localeOf(activeLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(notice.createdAt);

  async function toggle() {
    setOpen(!open);
    if (notice.read) return;
    // Shown read at once; the server's answer is the truth on the next fetch.
    queryClient.setQueryData<NoticePage>([NOTICE_PAGE_QUERY_KEY, pageNo], (current) =>
      current
        ? {
            ...current,
            content: current.content.map((item) => (item.id === notice.id ? { ...item, read: true } : item)),
          }
        : current,
    );
    await markNoticeRead(notice.id);
  }

  return (
    <li className={styles.row} data-testid="notification-item" data-read={notice.read}>
      <button
        type="button"
        className={styles.rowHead}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => void toggle()}
      >
        <span className={notice.read ? styles.dotRead : styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{t(notice.title)}</span>
          <span className={styles.rowDate}>
            <time dateTime={new Date(notice.createdAt).toISOString()}>{date}</time>
            {notice.read ? null : <span className={styles.unread}>{t('NOTICES_UNREAD')}</span>}
          </span>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      <p id={bodyId} className={styles.rowBody} hidden={!open}>
        {t(notice.content)}
      </p>
    </li>
  );
}
