import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitsRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { useMoney } from '../../../lib/money/use-money';
import type { ResponsibleState } from '../api/responsible-state';
import { saveLimits } from '../api/save-limits';
import { useAdoptResponsible } from '../hooks/use-responsible';
import { KIND_HINT_KEYS, KIND_KEYS } from '../utils/limit-texts';
import { LimitEditor } from './limit-editor';
import { LimitRow } from './limit-row';
import styles from './responsible.module.css';

/** The props of LimitsSection. */
export interface LimitsSectionProps {
  /** The player's view. */
  state: ResponsibleState;
  /** A server instant as a local date and time. */
  formatInstant: (serverMs: number) => string;
}

/** The earliest moment one of the sent changes waits for, when the answer shows one waiting. */
function firstPendingAt(request: LimitsRequest, state: ResponsibleState): number | null {
  const waiting = state.view.limits
    .filter((limit) =>
      request.limits.some((sent) => sent.kind === limit.kind && sent.period === limit.period),
    )
    .flatMap((limit) => (limit.pending ? [limit.pending.effectiveAt] : []));
  return waiting.length > 0 ? Math.min(...waiting) : null;
}

/**
 * The player's limits, one card per kind with its day, week and month: the value in force, its use, its
 * reset and a raise that waits for the cooling-off; "Change" opens that kind's editor.
 */
export function LimitsSection({ state, formatInstant }: LimitsSectionProps) {
  const { t } = useTranslation();
  const { view } = state;
  const money = useMoney(view.currencyId);
  const adopt = useAdoptResponsible();
  const headingId = useId();
  const [editing, setEditing] = useState<LimitKind | null>(null);
  const [saved, setSaved] = useState<{ kind: LimitKind; text: string } | null>(null);
  const save = useMutation({
    mutationFn: saveLimits,
    onSuccess: (answer, request) => {
      adopt(answer);
      const pendingAt = firstPendingAt(request, answer);
      const kind = request.limits[0]?.kind ?? 'deposit';
      setSaved({
        kind,
        text:
          pendingAt === null
            ? t('RESPONSIBLE_LIMITS_SAVED')
            : t('RESPONSIBLE_LIMITS_SAVED_PENDING', { date: formatInstant(pendingAt) }),
      });
      setEditing(null);
    },
  });

  const edit = (kind: LimitKind | null) => {
    save.reset();
    setSaved(null);
    setEditing(kind);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="responsible-limits">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('RESPONSIBLE_LIMITS_TITLE')}
      </h2>
      <p className={styles.lead} data-testid="responsible-cooling-off">
        {view.limitIncreaseHours > 0
          ? t('RESPONSIBLE_COOLING_OFF', { hours: view.limitIncreaseHours })
          : t('RESPONSIBLE_COOLING_OFF_NONE')}
      </p>
      <div className={styles.limitGrid}>
        {LIMIT_KINDS.map((kind) => (
          <article
            key={kind}
            className={styles.limitCard}
            aria-labelledby={`${headingId}-${kind}`}
            data-testid={`limit-card-${kind}`}
          >
            <header>
              <h3 id={`${headingId}-${kind}`} className={styles.kindName}>
                {t(KIND_KEYS[kind])}
              </h3>
              <p className={styles.muted}>{t(KIND_HINT_KEYS[kind])}</p>
            </header>
            {editing === kind ? (
              <LimitEditor
                kind={kind}
                limits={view.limits}
                unit={kind === 'session' ? t('RESPONSIBLE_UNIT_MINUTES') : money.symbol}
                pending={save.isPending}
                error={refusalText(save.error)}
                onSave={(request) => save.mutate(request)}
                onCancel={() => edit(null)}
              />
            ) : (
              <>
                <ul className={styles.limitRows}>
                  {LIMIT_PERIODS.map((period) => (
                    <LimitRow
                      key={period}
                      kind={kind}
                      period={period}
                      limit={view.limits.find((limit) => limit.kind === kind && limit.period === period)}
                      formatMoney={money.format}
                      formatInstant={formatInstant}
                    />
                  ))}
                </ul>
                {saved?.kind === kind ? (
                  <p role="status" className={styles.saved} data-testid="limit-saved">
                    {saved.text}
                  </p>
                ) : null}
                <Button
                  variant="secondary"
                  size="small"
                  className={styles.editButton}
                  onClick={() => edit(kind)}
                  aria-describedby={`${headingId}-${kind}`}
                  data-testid={`limit-edit-${kind}`}
                >
                  {t('RESPONSIBLE_EDIT')}
                </Button>
              </>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
