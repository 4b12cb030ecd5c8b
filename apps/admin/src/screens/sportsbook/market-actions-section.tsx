import {
  OUTCOME_RESULTS,
  type OutcomeResult,
  type SportsEventView,
  type SportsMarketView,
} from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field, ReasonDialog } from '../../lib/ui';
import { useSportsEvent } from './api/get-sports-event';
import { SPORTS_EVENTS_KEY } from './api/list-sports-events';
import { sendMarketAction } from './api/send-market-action';
import { EventPicker } from './event-picker';
import {
  findMarket,
  MARKET_ACTION_KINDS,
  marketActionOf,
  marketKeyOfText,
  outcomeDraftsOf,
  outcomeLabelsOf,
  type MarketActionDraft,
  type MarketActionError,
  type MarketActionField,
  type MarketActionKind,
} from './sportsbook-forms';
import styles from './sportsbook.module.css';

const EMPTY: MarketActionDraft = { kind: 'suspend', eventId: '', marketId: '', marketName: '', outcomes: [] };

/** What was last done, for the confirmation line. */
interface ActionDone {
  kind: MarketActionKind;
  eventId: string;
  marketId: string;
  marketName: string;
}

/**
 * Suspend or resume an event or a market, or settle or void a market by hand, each with a reason for the
 * audit log. The event and the market come from the events list, or their ids are typed; settling needs the
 * market's outcomes, so its market is one of the chosen event's.
 */
export function MarketActionsSection() {
  const { t } = useTranslation('sportsbook');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MarketActionDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MarketActionField, MarketActionError>>>({});
  const [confirming, setConfirming] = useState(false);
  const [pickedEventId, setPickedEventId] = useState<string>();
  const [done, setDone] = useState<ActionDone>();
  // The chosen event's markets (the list below shares this query): a typed key is looked up among them.
  const pickedEvent = useSportsEvent(pickedEventId);
  const resultsId = useId();
  // The names as the chosen event has them now (the language may have changed since the market was chosen).
  const shownMarket =
    pickedEvent.data && pickedEvent.data.id === draft.eventId.trim()
      ? findMarket(pickedEvent.data.markets, draft.marketId)
      : undefined;
  const marketName = shownMarket?.name ?? draft.marketName;
  const shownNames = new Map(shownMarket?.outcomes.map((shown) => [shown.id, shown.name]));
  const outcomes = draft.outcomes.map((outcome) => ({
    ...outcome,
    name: shownNames.get(outcome.id) || outcome.name,
  }));
  const outcomeLabels = outcomeLabelsOf(outcomes);

  const send = useMutation({
    mutationFn: sendMarketAction,
    onSuccess: async (_answer, action) => {
      setConfirming(false);
      setDone({
        kind: draft.kind,
        eventId: action.body.eventId,
        marketId: action.body.marketId ?? '',
        marketName: action.body.marketId ? marketName : '',
      });
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
    setDraft((current) => ({ ...current, eventId: event.id, marketId: '', marketName: '', outcomes: [] }));
  }, []);

  const onPickMarket = useCallback((event: SportsEventView, market: SportsMarketView) => {
    setDone(undefined);
    setDraft((current) => ({
      ...current,
      eventId: event.id,
      marketId: market.id,
      marketName: market.name,
      outcomes: outcomeDraftsOf(market),
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

  /** A typed key names the chosen event's market, if it is one of them: its name and its outcomes come along. */
  const editMarketId = (text: string) => {
    const eventData = pickedEvent.data;
    const market =
      eventData && eventData.id === draft.eventId.trim() ? findMarket(eventData.markets, text) : undefined;
    edit({ marketId: text, marketName: market?.name ?? '', outcomes: outcomeDraftsOf(market) });
  };

  /** "event sr:match:1", or "market Total (18|total=2.5) of event sr:match:1". */
  const targetOf = (eventId: string, marketId: string, name: string) =>
    marketId
      ? t('actions.target.market', {
          eventId,
          market: name ? t('markets.label', { name, id: marketId }) : marketId,
        })
      : t('actions.target.event', { eventId });
  const typedKey = draft.marketId.trim();
  const target = targetOf(
    draft.eventId.trim(),
    typedKey === '' ? '' : (marketKeyOfText(typedKey) ?? typedKey),
    marketName,
  );

  return (
    <section className={styles.section} aria-labelledby="sportsbook-actions-title">
      <h2 id="sportsbook-actions-title" className={styles.sectionTitle}>
        {t('actions.title')}
      </h2>
      <p className={styles.hint}>{t('actions.hint')}</p>
      <EventPicker
        eventId={pickedEventId}
        marketId={marketKeyOfText(draft.marketId) ?? ''}
        onPickEvent={onPickEvent}
        onPickMarket={onPickMarket}
      />
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
          onChange={(event) => editMarketId(event.target.value)}
        />
        {draft.kind === 'settle' && outcomes.length > 0 ? (
          <fieldset>
            <legend>
              {t('actions.results')}
              {marketName ? ` · ${marketName}` : null}
            </legend>
            <p id={`${resultsId}-hint`} className="field-hint">
              {t('actions.resultsHint', { number: outcomes.length })}
            </p>
            <div className={`table-wrap ${styles.resultsWrap}`}>
              <table className="data-table">
                <caption>
                  {t('actions.resultsCaption', { market: marketName || draft.marketId.trim() })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('actions.columns.outcome')}</th>
                    <th scope="col">{t('actions.columns.result')}</th>
                    <th scope="col">{t('actions.columns.deadHeat')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcomes.map((outcome, index) => {
                    const label = outcomeLabels[index] ?? outcome.name;
                    const deadHeatId = `${resultsId}-dead-heat-${index}`;
                    const deadHeatError = errors[`deadHeat.${outcome.id}`];
                    return (
                      <tr key={outcome.id}>
                        <th scope="row" className={styles.outcomeName}>
                          {outcome.name}
                          <br />
                          <code className={styles.key}>{outcome.id}</code>
                        </th>
                        <td>
                          <div className="field">
                            <select
                              className={styles.resultSelect}
                              aria-label={t('actions.resultOf', { outcome: label })}
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
                        </td>
                        <td>
                          <div className="field">
                            <input
                              id={deadHeatId}
                              className={styles.deadHeat}
                              aria-label={t('actions.deadHeatOf', { outcome: label })}
                              aria-invalid={deadHeatError ? true : undefined}
                              aria-describedby={
                                deadHeatError ? `${deadHeatId}-error ${resultsId}-hint` : `${resultsId}-hint`
                              }
                              autoComplete="off"
                              spellCheck={false}
                              value={outcome.deadHeat}
                              onChange={(event) => setOutcome(outcome.id, { deadHeat: event.target.value })}
                            />
                            {deadHeatError ? (
                              <p id={`${deadHeatId}-error`} className="field-error">
                                {t('actions.errors.deadHeat')}
                              </p>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
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
                  target: targetOf(done.eventId, done.marketId, done.marketName),
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
