import {
  OUTCOME_RESULTS,
  type OutcomeResult,
  type SportsEventView,
  type SportsMarketView,
} from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, ReasonDialog } from '../../lib/ui';
import { SPORTS_EVENTS_KEY } from './api/list-sports-events';
import { sendMarketAction } from './api/send-market-action';
import { EventPicker } from './event-picker';
import {
  MARKET_ACTION_KINDS,
  marketActionOf,
  outcomeDraftsOf,
  type MarketActionDraft,
  type MarketActionError,
  type MarketActionField,
  type MarketActionKind,
} from './sportsbook-forms';
import styles from './sportsbook.module.css';

const EMPTY: MarketActionDraft = { kind: 'suspend', eventId: '', marketId: '', outcomes: [] };

/** What was last done, for the confirmation line. */
interface ActionDone {
  kind: MarketActionKind;
  eventId: string;
  marketId: string;
}

/**
 * Suspend or resume an event or a market, or settle or void a market by hand, each with a reason for the
 * audit log. The ids come from the events list, or are typed.
 */
export function MarketActionsSection() {
  const { t } = useTranslation('sportsbook');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MarketActionDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MarketActionField, MarketActionError>>>({});
  const [confirming, setConfirming] = useState(false);
  const [pickedEventId, setPickedEventId] = useState<string>();
  const [done, setDone] = useState<ActionDone>();

  const send = useMutation({
    mutationFn: sendMarketAction,
    onSuccess: async (_answer, action) => {
      setConfirming(false);
      setDone({ kind: draft.kind, eventId: action.body.eventId, marketId: action.body.marketId ?? '' });
      await queryClient.invalidateQueries({ queryKey: SPORTS_EVENTS_KEY });
    },
  });

  const edit = (change: Partial<MarketActionDraft>) => {
    setDone(undefined);
    setDraft((current) => ({ ...current, ...change }));
  };

  const onPickEvent = useCallback((event: SportsEventView) => {
    setDone(undefined);
    setPickedEventId(event.id);
    setDraft((current) => ({ ...current, eventId: event.id, marketId: '', outcomes: [] }));
  }, []);

  const onPickMarket = useCallback((event: SportsEventView, market: SportsMarketView) => {
    setDone(undefined);
    setDraft((current) => ({
      ...current,
      eventId: event.id,
      marketId: market.id,
      outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, result: 'lost', deadHeat: '' })),
    }));
    requestAnimationFrame(() => document.getElementById('sportsbook-action-kind')?.focus());
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const checked = marketActionOf(draft, 'checked');
    setErrors(checked.errors ?? {});
    if (checked.errors === undefined) {
      send.reset();
      setConfirming(true);
    }
  };

  const confirm = (reason: string) => {
    const result = marketActionOf(draft, reason);
    if (result.errors === undefined) send.mutate(result.action);
  };

  const setOutcome = (id: string, change: { result?: OutcomeResult; deadHeat?: string }) =>
    edit({
      outcomes: draft.outcomes.map((outcome) => (outcome.id === id ? { ...outcome, ...change } : outcome)),
    });

  const ids = { eventId: draft.eventId.trim(), marketId: draft.marketId.trim() };
  const target = ids.marketId
    ? t('actions.target.market', ids)
    : t('actions.target.event', { eventId: ids.eventId });

  return (
    <section className={styles.section} aria-labelledby="sportsbook-actions-title">
      <h2 id="sportsbook-actions-title" className={styles.sectionTitle}>
        {t('actions.title')}
      </h2>
      <p className={styles.hint}>{t('actions.hint')}</p>
      <EventPicker eventId={pickedEventId} onPickEvent={onPickEvent} onPickMarket={onPickMarket} />
      <form className="form-grid" onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend>{t('actions.kind')}</legend>
          {MARKET_ACTION_KINDS.map((kind, index) => (
            <label key={kind} className="checkbox">
              <input
                type="radio"
                name="sportsbook-action-kind"
                id={index === 0 ? 'sportsbook-action-kind' : undefined}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => edit({ kind })}
              />
              {t(`actions.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <Field
          label={t('actions.eventId')}
          hint={t('actions.eventIdHint')}
          autoComplete="off"
          spellCheck={false}
          value={draft.eventId}
          error={errors.eventId ? t(`actions.errors.${errors.eventId}`) : undefined}
          onChange={(event) => edit({ eventId: event.target.value })}
        />
        <Field
          label={t('actions.marketId')}
          hint={t('actions.marketIdHint')}
          autoComplete="off"
          spellCheck={false}
          value={draft.marketId}
          error={errors.marketId ? t(`actions.errors.${errors.marketId}`) : undefined}
          onChange={(event) =>
            edit({ marketId: event.target.value, outcomes: outcomeDraftsOf(event.target.value) })
          }
        />
        {draft.kind === 'settle' && draft.outcomes.length > 0 ? (
          <fieldset>
            <legend>{t('actions.results')}</legend>
            <p className="field-hint">{t('actions.resultsHint')}</p>
            <div className={styles.outcomeGrid}>
              {draft.outcomes.map((outcome) => {
                const name = t(`outcomes.${outcome.id}`, { defaultValue: outcome.id });
                const deadHeatError = errors[`deadHeat.${outcome.id}`];
                return (
                  <div key={outcome.id} className={styles.outcomeRow}>
                    <div className="field">
                      <label htmlFor={`sportsbook-result-${outcome.id}`}>
                        {t('actions.resultOf', { outcome: name })}
                      </label>
                      <select
                        id={`sportsbook-result-${outcome.id}`}
                        value={outcome.result}
                        onChange={(event) =>
                          setOutcome(outcome.id, { result: event.target.value as OutcomeResult })
                        }
                      >
                        {OUTCOME_RESULTS.map((result) => (
                          <option key={result} value={result}>
                            {t(`results.${result}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <Field
                      label={t('actions.deadHeatOf', { outcome: name })}
                      hint={t('actions.deadHeatHint')}
                      autoComplete="off"
                      value={outcome.deadHeat}
                      error={deadHeatError ? t('actions.errors.deadHeat') : undefined}
                      onChange={(event) => setOutcome(outcome.id, { deadHeat: event.target.value })}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary">
            {t(`actions.submit.${draft.kind}`)}
          </button>
          <p className="action-done" role="status">
            {done
              ? t(`actions.done.${done.kind}`, {
                  target: done.marketId
                    ? t('actions.target.market', { eventId: done.eventId, marketId: done.marketId })
                    : t('actions.target.event', { eventId: done.eventId }),
                })
              : null}
          </p>
        </div>
      </form>
      {confirming ? (
        <ReasonDialog
          title={t(`actions.submit.${draft.kind}`)}
          description={t(`actions.confirm.${draft.kind}`, { target })}
          confirmLabel={t(`actions.submit.${draft.kind}`)}
          pending={send.isPending}
          error={send.error}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
