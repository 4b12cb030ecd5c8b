import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorText } from '../../lib/errors';
import type { GgrGrouping } from './api/get-ggr-report';
import { useRtpReport } from './api/get-rtp-report';
import { CashflowSection } from './cashflow-section';
import { GgrSection } from './ggr-section';
import { defaultReportRange, isRangeRefusal, type ReportKind, type ReportRange } from './report-range';
import { ReportTabs } from './report-tabs';
import styles from './reports-screen.module.css';
import { countOutsideBand } from './rtp-band';
import { RtpSection } from './rtp-section';

/** The banner above the tabs: how many games run outside their RTP band in the period, whatever tab is open. */
function RtpAlert({ range, onOpen }: { range: ReportRange; onOpen: () => void }) {
  const { t } = useTranslation('reports');
  const outside = countOutsideBand(useRtpReport(range).data ?? []);
  if (outside === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      <span>{t('rtpAlert', { count: outside })}</span>
      <button type="button" className="btn" onClick={onOpen}>
        {t('rtpAlertOpen')}
      </button>
    </div>
  );
}

/**
 * Reports (finance, risk, compliance): GGR / NGR, deposits & withdrawals and RTP over whole UTC days
 * (default: the last seven), each as a table with its CSV export; games outside their RTP band raise a
 * banner whatever report is open.
 */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const fromId = useId();
  const toId = useId();
  const rangeErrorId = useId();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(Date.now()));
  const [tab, setTab] = useState<ReportKind>('ggr');
  const [groupBy, setGroupBy] = useState<GgrGrouping>('day');
  // Every report shares the period rule, and the banner always loads the RTP report: its refusal is the
  // period's, shown once here instead of in each report.
  const rtpError = useRtpReport(range).error;
  const rangeRefusal = isRangeRefusal(rtpError) ? rtpError : undefined;

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <RtpAlert range={range} onOpen={() => setTab('rtp')} />
      <fieldset className={styles.range}>
        <legend className={styles.legend}>{t('period')}</legend>
        <div className="field">
          <label htmlFor={fromId}>{t('from')}</label>
          <input
            id={fromId}
            type="date"
            value={range.from}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>{t('to')}</label>
          <input
            id={toId}
            type="date"
            value={range.to}
            aria-invalid={rangeRefusal ? true : undefined}
            aria-describedby={rangeRefusal ? rangeErrorId : undefined}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          />
        </div>
        <p className={styles.hint}>{t('utcNote')}</p>
        {rangeRefusal ? (
          <p id={rangeErrorId} role="alert" className="field-error">
            {errorText(rangeRefusal)}
          </p>
        ) : null}
      </fieldset>
      <ReportTabs
        label={t('reportsLabel')}
        tabs={[
          { id: 'ggr', label: t('tabGgr') },
          { id: 'cashflow', label: t('tabCashflow') },
          { id: 'rtp', label: t('tabRtp') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'ggr' ? <GgrSection range={range} groupBy={groupBy} onGroupBy={setGroupBy} /> : null}
        {tab === 'cashflow' ? <CashflowSection range={range} /> : null}
        {tab === 'rtp' ? <RtpSection range={range} /> : null}
      </ReportTabs>
    </div>
  );
}
