import {
  STATUS,
  type LotteryBetView,
  type LotteryChatMessage,
  type LotteryRoomState,
} from '@casino/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { newRequestId } from '../../../lib/api/request-id';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { useSessionStore } from '../../../lib/session/user-store';
import { useShownVipLevel } from '../../../lib/site/shown-vip-level';
import { useUiStore } from '../../../lib/ui-store';
import { followLotteryBet } from '../api/follow-lottery-bet';
import { sendLotteryChat } from '../api/send-lottery-chat';
import { parseAmount } from '../utils/amount';
import { selectionName } from '../utils/bet-options';
import { playLotterySound } from '../utils/lottery-sound';
import styles from './lottery.module.css';

const MAX_TEXT = 300;

/** The inputs of ChatPanel. */
export interface ChatPanelProps {
  state: LotteryRoomState;
  /** Betting is open on the current term (shared bets of it may be followed). */
  open: boolean;
  loggedIn: boolean;
  /** The ids of the player's own bets (their cards have no Follow). */
  ownBetIds: ReadonlySet<number>;
  format: (value: number) => string;
  /** Records a followed bet. */
  onFollowed: (bet: LotteryBetView) => void;
}

/** The room's chat: text lines and shared bets (to follow while their term is open), and the input. */
export function ChatPanel({ state, open, loggedIn, ownBetIds, format, onFollowed }: ChatPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const shownVip = useShownVipLevel();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [following, setFollowing] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = state.messages.at(-1)?.id;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const send = async () => {
    const line = text.trim();
    if (!line || busy) return;
    setBusy(true);
    setError(null);
    const answer = await sendLotteryChat(state.room.id, line);
    setBusy(false);
    if (answer.status === STATUS.SUCCESS) setText('');
    else setError(translateServerMessage(answer.status, answer.message, answer.extra));
  };

  const canFollow = (message: LotteryChatMessage) =>
    message.bet !== null && open && message.bet.termId === state.term.id && !ownBetIds.has(message.bet.id);

  return (
    <section className={styles.chat} aria-labelledby={`${ids}-title`} data-testid="lottery-chat">
      <h2 id={`${ids}-title`} className={styles.chatTitle}>
        {t('LOTTERY_CHAT_TITLE', { room: state.room.name })}
      </h2>
      <ol ref={listRef} className={styles.messages} aria-label={t('LOTTERY_CHAT_MESSAGES')}>
        {state.messages.length === 0 ? <li className={styles.muted}>{t('LOTTERY_CHAT_EMPTY')}</li> : null}
        {state.messages.map((message) => (
          <li key={message.id} className={styles.message} data-testid={`lottery-message-${message.id}`}>
            <span className={styles.messageHead}>
              <span className={styles.vip}>{t('LOTTERY_VIP', { level: shownVip(message.vipLevel) })}</span>
              <strong className={styles.player}>{message.player}</strong>
            </span>
            {message.bet ? (
              <BetCard
                message={message}
                bet={message.bet}
                format={format}
                canFollow={canFollow(message)}
                following={following === message.id}
                onFollow={() =>
                  loggedIn ? setFollowing(message.id) : useUiStore.getState().openLogin('login')
                }
                onCloseFollow={() => setFollowing(null)}
                onFollowed={onFollowed}
              />
            ) : (
              <p className={styles.messageText}>{message.text}</p>
            )}
          </li>
        ))}
      </ol>
      {loggedIn ? (
        <form
          className={styles.chatForm}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${ids}-text`} className={styles.visuallyHidden}>
            {t('LOTTERY_CHAT_INPUT')}
          </label>
          <input
            id={`${ids}-text`}
            className={styles.input}
            maxLength={MAX_TEXT}
            value={text}
            placeholder={t('LOTTERY_CHAT_PLACEHOLDER')}
            onInput={(event) => setText(event.currentTarget.value)}
            data-testid="lottery-chat-input"
          />
          <button
            type="submit"
            className={styles.primary}
            disabled={busy || text.trim() === ''}
            data-testid="lottery-chat-send"
          >
            {t('LOTTERY_CHAT_SEND')}
          </button>
        </form>
      ) : (
        <div className={styles.chatForm}>
          <input
            className={styles.input}
            disabled
            value=""
            placeholder={t('LOTTERY_CHAT_LOG_IN')}
            aria-label={t('LOTTERY_CHAT_LOG_IN')}
            data-testid="lottery-chat-input"
          />
          <button
            type="button"
            className={styles.primary}
            onClick={() => useUiStore.getState().openLogin('login')}
            data-testid="lottery-chat-send"
          >
            {t('LOTTERY_LOG_IN')}
          </button>
        </div>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The inputs of BetCard. */
interface BetCardProps {
  message: LotteryChatMessage;
  bet: LotteryBetView;
  format: (value: number) => string;
  /** The bet's term is the open one and the bet is not the player's own. */
  canFollow: boolean;
  /** The follow dialog of this card is open. */
  following: boolean;
  onFollow: () => void;
  onCloseFollow: () => void;
  onFollowed: (bet: LotteryBetView) => void;
}

/** A shared bet: who, on what, how much, for which period; Follow places the same bet. */
function BetCard({
  message,
  bet,
  format,
  canFollow,
  following,
  onFollow,
  onCloseFollow,
  onFollowed,
}: BetCardProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [text, setText] = useState(String(bet.betAmount));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(() => newRequestId('l'));
  const amount = parseAmount(text);
  const name = selectionName(t, bet.gameId, bet.selection);

  const confirm = async () => {
    if (amount === null) {
      setError(t('LOTTERY_AMOUNT_INVALID'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await followLotteryBet({ messageId: message.id, betAmount: amount, requestId });
    setBusy(false);
    if (answer.status === STATUS.SUCCESS && answer.model) {
      playLotterySound('bet');
      const balance = (answer.extra as { balance?: unknown } | undefined)?.balance;
      const { user, setUser } = useSessionStore.getState();
      if (user && typeof balance === 'number') setUser({ ...user, balance });
      onFollowed(answer.model);
      onCloseFollow();
    } else if (answer.status !== STATUS.RECHARGE_REQUIRED) {
      setError(translateServerMessage(answer.status, answer.message, answer.extra));
    }
  };

  return (
    <div className={styles.betCard}>
      <dl className={styles.betFacts}>
        <div>
          <dt>{t('LOTTERY_CARD_PERIOD')}</dt>
          <dd>{bet.termLabel}</dd>
        </div>
        <div>
          <dt>{t('LOTTERY_CARD_SELECTION')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('LOTTERY_CARD_AMOUNT')}</dt>
          <dd>{format(bet.betAmount)}</dd>
        </div>
      </dl>
      {canFollow && !following ? (
        <button
          type="button"
          className={styles.followButton}
          onClick={onFollow}
          aria-label={t('LOTTERY_FOLLOW_ARIA', { player: bet.player, name })}
          data-testid={`lottery-follow-${message.id}`}
        >
          {t('LOTTERY_FOLLOW')}
        </button>
      ) : null}
      {canFollow && following ? (
        <div className={styles.followForm} role="group" aria-label={t('LOTTERY_FOLLOW_TITLE')}>
          <label htmlFor={`${ids}-amount`} className={styles.fieldLabel}>
            {t('LOTTERY_AMOUNT')}
          </label>
          <input
            id={`${ids}-amount`}
            className={styles.input}
            inputMode="decimal"
            value={text}
            onInput={(event) => {
              setText(event.currentTarget.value);
              setRequestId(newRequestId('l'));
            }}
            aria-invalid={amount === null}
            data-testid="lottery-follow-amount"
          />
          <div className={styles.sheetActions}>
            <button type="button" className={styles.secondary} onClick={onCloseFollow}>
              {t('LOTTERY_CANCEL')}
            </button>
            <button
              type="button"
              className={styles.primary}
              disabled={busy}
              onClick={() => void confirm()}
              data-testid="lottery-follow-confirm"
            >
              {t('LOTTERY_FOLLOW_CONFIRM')}
            </button>
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
