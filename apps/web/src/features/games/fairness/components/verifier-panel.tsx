import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { BetView } from '@casino/contracts';
import { SINGLE_PLAYER_GAME_IDS, type SinglePlayerGameId } from '@casino/game-math';

import { Button } from '../../../../components/ui/button';
import { gameProof } from '../../../../lib/offline-proof/offline-proof';
import { ProofDownload } from '../../../../lib/offline-proof/proof-download';
import { matchesRecordedOutcome, recomputeOutcome, type VerifyResult } from '../utils/recompute-outcome';
import styles from './fairness.module.css';
import { OutcomeView } from './outcome-view';
import { defaultVerifyOptions, VerifyOptionsFields, type VerifyOptions } from './verify-options';

/** What the verifier's fields hold. */
export interface VerifyDraft {
  gameId: SinglePlayerGameId;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  options: VerifyOptions;
  /** The past bet the fields were filled from, to compare the outcome with what it recorded. */
  bet: BetView | null;
}

/** The first game of the lobby. */
const FIRST_GAME = SINGLE_PLAYER_GAME_IDS[0];

/** An empty verifier for the first game of the lobby. */
export const EMPTY_DRAFT: VerifyDraft = {
  gameId: FIRST_GAME,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  options: defaultVerifyOptions(FIRST_GAME),
  bet: null,
};

/** Fills the verifier from a past bet: its game, options and seeds. */
export function draftOfBet(bet: BetView): VerifyDraft {
  const gameId = SINGLE_PLAYER_GAME_IDS.find((id) => id === bet.gameId) ?? FIRST_GAME;
  const params = (bet.state.params ?? {}) as Record<string, unknown>;
  const options = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return {
    gameId,
    serverSeed: bet.fairness.serverSeed ?? '',
    serverSeedHash: bet.fairness.serverSeedHash,
    clientSeed: bet.fairness.clientSeed,
    nonce: String(bet.fairness.nonce),
    options: { ...defaultVerifyOptions(gameId), ...options },
    bet,
  };
}

/** The props of VerifierPanel. */
export interface VerifierPanelProps {
  draft: VerifyDraft;
  onDraftChange: (draft: VerifyDraft) => void;
  /** The player's latest bets to pick from; undefined while loading or for a visitor. */
  bets: BetView[] | undefined;
}

/**
 * The verifier: a seed pair, a nonce, a game and its options in, the outcome recomputed in the browser
 * with @casino/game-math out, with the revealed seed checked against the hash committed before the bet.
 */
export function VerifierPanel({ draft, onDraftChange, bets }: VerifierPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [result, setResult] = useState<{ draft: VerifyDraft; answer: VerifyResult } | null>(null);
  const set = (change: Partial<VerifyDraft>) => {
    setResult(null);
    onDraftChange({ ...draft, bet: null, ...change });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const nonce = Number(draft.nonce);
    setResult({
      draft,
      answer: recomputeOutcome({
        gameId: draft.gameId,
        serverSeed: draft.serverSeed,
        serverSeedHash: draft.serverSeedHash,
        clientSeed: draft.clientSeed.trim(),
        nonce: draft.nonce.trim() === '' ? Number.NaN : nonce,
        options: draft.options,
      }),
    });
  };

  const answer = result?.answer;
  const checkedBet = result?.draft.bet ?? null;
  const recorded = answer?.ok && checkedBet ? matchesRecordedOutcome(answer.outcome, checkedBet.state) : null;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="fairness-verifier">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('FAIRNESS_VERIFY_TITLE')}
      </h2>
      <p className={styles.muted}>{t('FAIRNESS_VERIFY_TEXT')}</p>
      <form className={styles.form} onSubmit={verify}>
        {bets && bets.length > 0 ? (
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={`${id}-bet`}>{t('FAIRNESS_PICK_BET')}</label>
            <select
              id={`${id}-bet`}
              value={draft.bet ? String(draft.bet.id) : ''}
              onChange={(event) => {
                const bet = bets.find((item) => String(item.id) === event.target.value);
                setResult(null);
                onDraftChange(bet ? draftOfBet(bet) : { ...draft, bet: null });
              }}
              data-testid="fairness-bet-select"
            >
              <option value="">{t('FAIRNESS_PICK_BET_NONE')}</option>
              {bets.map((bet) => (
                <option key={bet.id} value={bet.id}>
                  {t('FAIRNESS_BET_OPTION', {
                    id: bet.id,
                    game: t(`FAIRNESS_GAME_${bet.gameId.toUpperCase()}`),
                    nonce: bet.fairness.nonce,
                    date: new Date(bet.createdAt).toLocaleString(),
                  })}
                </option>
              ))}
            </select>
            {draft.bet && !draft.bet.fairness.serverSeed ? (
              <p className={styles.notice} data-testid="fairness-seed-in-use">
                {t('FAIRNESS_SEED_STILL_ACTIVE')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-game`}>{t('FAIRNESS_GAME')}</label>
          <select
            id={`${id}-game`}
            value={draft.gameId}
            onChange={(event) => {
              const gameId = event.target.value as SinglePlayerGameId;
              set({ gameId, options: defaultVerifyOptions(gameId) });
            }}
            data-testid="fairness-game"
          >
            {SINGLE_PLAYER_GAME_IDS.map((gameId) => (
              <option key={gameId} value={gameId}>
                {t(`FAIRNESS_GAME_${gameId.toUpperCase()}`)}
              </option>
            ))}
          </select>
        </div>
        <VerifyOptionsFields
          gameId={draft.gameId}
          options={draft.options}
          onChange={(options) => set({ options })}
        />
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-server`}>{t('FAIRNESS_SERVER_SEED')}</label>
          <input
            id={`${id}-server`}
            className={styles.mono}
            value={draft.serverSeed}
            onChange={(event) => set({ serverSeed: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            data-testid="fairness-verify-server-seed"
          />
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-hash`}>{t('FAIRNESS_SERVER_SEED_HASH')}</label>
          <input
            id={`${id}-hash`}
            className={styles.mono}
            value={draft.serverSeedHash}
            onChange={(event) => set({ serverSeedHash: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            data-testid="fairness-verify-hash"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-client`}>{t('FAIRNESS_CLIENT_SEED')}</label>
          <input
            id={`${id}-client`}
            className={styles.mono}
            value={draft.clientSeed}
            onChange={(event) => set({ clientSeed: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            data-testid="fairness-verify-client-seed"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-nonce`}>{t('FAIRNESS_NONCE')}</label>
          <input
            id={`${id}-nonce`}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.nonce}
            onChange={(event) => set({ nonce: event.target.value })}
            data-testid="fairness-verify-nonce"
          />
        </div>
        <div className={styles.wide}>
          <Button type="submit" data-testid="fairness-verify">
            {t('FAIRNESS_VERIFY')}
          </Button>
        </div>
      </form>

      {answer ? (
        answer.ok ? (
          <div className={styles.result} data-testid="fairness-result">
            <p
              className={
                answer.hashMatches === false ? styles.bad : answer.hashMatches ? styles.good : styles.muted
              }
              data-testid="fairness-hash-check"
              data-ok={String(answer.hashMatches)}
            >
              {answer.hashMatches === null
                ? t('FAIRNESS_HASH_NOT_GIVEN', { hash: answer.computedHash })
                : answer.hashMatches
                  ? t('FAIRNESS_HASH_MATCHES')
                  : t('FAIRNESS_HASH_MISMATCH', { hash: answer.computedHash })}
            </p>
            {recorded !== null ? (
              <p
                className={recorded ? styles.good : styles.bad}
                data-testid="fairness-record-check"
                data-match={String(recorded)}
              >
                {recorded
                  ? t('FAIRNESS_RECORD_MATCHES', { id: checkedBet?.id })
                  : t('FAIRNESS_RECORD_DIFFERS', { id: checkedBet?.id })}
              </p>
            ) : null}
            <OutcomeView gameId={result?.draft.gameId ?? draft.gameId} outcome={answer.outcome} />
            {checkedBet && gameProof(checkedBet) ? (
              <ProofDownload proof={() => gameProof(checkedBet)} />
            ) : null}
          </div>
        ) : (
          <p className={styles.bad} role="alert" data-testid="fairness-verify-error">
            {t(answer.error)}
          </p>
        )
      ) : null}
    </section>
  );
}
