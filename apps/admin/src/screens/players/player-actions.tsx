import type { PlayerDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { newRequestId } from '../../lib/request-id';
import { useMayUse } from '../../lib/session';
import { Field, ReasonDialog } from '../../lib/ui';
import { adjustBalance } from './api/adjust-balance';
import { playerKey } from './api/get-player';
import { resetPlayerTwoFactor } from './api/reset-player-two-factor';
import { setPlayerBlocked } from './api/set-player-blocked';
import { setWithdrawStanding } from './api/set-withdraw-standing';

/** A signed decimal in major units: "10", "-5.00", "0.5". */
const SIGNED_AMOUNT = /^-?\d{1,15}(\.\d{1,8})?$/;
const PLAIN_AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

type DialogKind = 'adjust' | 'block' | 'twoFactor' | 'standing';

/** Props shared by the action dialogs. */
interface ActionDialogProps {
  player: PlayerDetail;
  /** Closes the dialog; `done` tells the screen to announce the success. */
  onClose: (done: boolean) => void;
}

/** Refetches the player after an action, and closes its dialog. */
function useAction<TInput>(
  player: PlayerDetail,
  onClose: (done: boolean) => void,
  send: (input: TInput) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: playerKey(player.userId) });
      onClose(true);
    },
  });
}

function currenciesOf(player: PlayerDetail): string[] {
  return [...new Set([player.currencyId, ...player.balances.map((balance) => balance.currencyId)])];
}

function AdjustBalanceDialog({ player, onClose }: ActionDialogProps) {
  const { t } = useTranslation('players');
  // One id per opening of the dialog: a retry after a timeout is the same adjustment on the server.
  const [requestId] = useState(newRequestId);
  const [currencyId, setCurrencyId] = useState(player.currencyId);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const currencyFieldId = useId();
  const adjust = useAction(player, onClose, (reason: string) =>
    adjustBalance(player.userId, { currencyId, amount: amount.trim(), reason, requestId }),
  );

  const confirm = (reason: string) => {
    const trimmed = amount.trim();
    if (!SIGNED_AMOUNT.test(trimmed) || Number(trimmed) === 0) {
      setAmountError(t('adjust.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    adjust.mutate(reason);
  };

  return (
    <ReasonDialog
      title={t('adjust.title', { username: player.username })}
      description={t('adjust.description')}
      pending={adjust.isPending}
      error={adjust.error}
      onConfirm={confirm}
      onCancel={() => onClose(false)}
    >
      <div className="field">
        <label htmlFor={currencyFieldId}>{t('adjust.currency')}</label>
        <select
          id={currencyFieldId}
          value={currencyId}
          onChange={(event) => setCurrencyId(event.target.value)}
        >
          {currenciesOf(player).map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </select>
      </div>
      <Field
        label={t('adjust.amount')}
        hint={t('adjust.amountHint')}
        error={amountError}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
    </ReasonDialog>
  );
}

function BlockDialog({ player, onClose }: ActionDialogProps) {
  const { t } = useTranslation('players');
  const blocked = !player.disabled;
  const block = useAction(player, onClose, (reason: string) =>
    setPlayerBlocked(player.userId, blocked, reason),
  );
  return (
    <ReasonDialog
      title={t(blocked ? 'block.title' : 'block.unblockTitle', { username: player.username })}
      description={t(blocked ? 'block.description' : 'block.unblockDescription')}
      pending={block.isPending}
      error={block.error}
      onConfirm={(reason) => block.mutate(reason)}
      onCancel={() => onClose(false)}
    />
  );
}

function TwoFactorDialog({ player, onClose }: ActionDialogProps) {
  const { t } = useTranslation('players');
  const reset = useAction(player, onClose, (reason: string) => resetPlayerTwoFactor(player.userId, reason));
  return (
    <ReasonDialog
      title={t('twoFactor.title', { username: player.username })}
      description={t('twoFactor.description')}
      pending={reset.isPending}
      error={reset.error}
      onConfirm={(reason) => reset.mutate(reason)}
      onCancel={() => onClose(false)}
    />
  );
}

type KycChoice = 'unchanged' | 'verified' | 'unverified';

function StandingDialog({ player, onClose }: ActionDialogProps) {
  const { t } = useTranslation('players');
  const [wagering, setWagering] = useState('');
  const [kyc, setKyc] = useState<KycChoice>('unchanged');
  const [formError, setFormError] = useState<string>();
  const kycFieldId = useId();
  const save = useAction(player, onClose, (reason: string) =>
    setWithdrawStanding({
      userId: player.userId,
      reason,
      ...(wagering.trim() ? { wageringRemaining: wagering.trim() } : {}),
      ...(kyc === 'unchanged' ? {} : { kycVerified: kyc === 'verified' }),
    }),
  );

  const confirm = (reason: string) => {
    const trimmed = wagering.trim();
    if (trimmed && !PLAIN_AMOUNT.test(trimmed)) return setFormError(t('standing.wageringInvalid'));
    if (!trimmed && kyc === 'unchanged') return setFormError(t('standing.nothingToChange'));
    setFormError(undefined);
    save.mutate(reason);
  };

  return (
    <ReasonDialog
      title={t('standing.title', { username: player.username })}
      description={t('standing.description')}
      pending={save.isPending}
      error={save.error}
      onConfirm={confirm}
      onCancel={() => onClose(false)}
    >
      <Field
        label={t('standing.wagering')}
        hint={t('standing.wageringHint')}
        error={formError}
        inputMode="decimal"
        value={wagering}
        onChange={(event) => setWagering(event.target.value)}
      />
      <div className="field">
        <label htmlFor={kycFieldId}>{t('standing.kyc')}</label>
        <select id={kycFieldId} value={kyc} onChange={(event) => setKyc(event.target.value as KycChoice)}>
          <option value="unchanged">{t('standing.kycUnchanged')}</option>
          <option value="verified">{t('standing.kycVerified')}</option>
          <option value="unverified">{t('standing.kycUnverified')}</option>
        </select>
      </div>
    </ReasonDialog>
  );
}

const DIALOGS: Record<DialogKind, (props: ActionDialogProps) => ReactNode> = {
  adjust: AdjustBalanceDialog,
  block: BlockDialog,
  twoFactor: TwoFactorDialog,
  standing: StandingDialog,
};

/** The player's audited actions, each shown only to roles whose area admits it, each asking for a reason. */
export function PlayerActions({ player }: { /** The player the actions apply to. */ player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const mayMoveMoney = useMayUse('money');
  const mayProtect = useMayUse('playerSafety');
  const [open, setOpen] = useState<DialogKind>();
  const [done, setDone] = useState<DialogKind>();
  const OpenDialog = open ? DIALOGS[open] : undefined;

  if (!mayMoveMoney && !mayProtect) return null;
  const button = (kind: DialogKind, label: string, danger = false) => (
    <button
      type="button"
      className={`btn ${danger ? 'btn-danger' : ''}`}
      onClick={() => {
        setDone(undefined);
        setOpen(kind);
      }}
    >
      {label}
    </button>
  );

  return (
    <div className="action-bar">
      {mayMoveMoney ? button('adjust', t('actions.adjust')) : null}
      {mayMoveMoney ? button('standing', t('actions.standing')) : null}
      {mayProtect
        ? button('block', player.disabled ? t('actions.unblock') : t('actions.block'), !player.disabled)
        : null}
      {mayProtect ? button('twoFactor', t('actions.resetTwoFactor')) : null}
      <p className="action-done" role="status">
        {done ? t(`done.${done}`) : null}
      </p>
      {OpenDialog && open ? (
        <OpenDialog
          player={player}
          onClose={(succeeded) => {
            setOpen(undefined);
            if (succeeded) setDone(open);
          }}
        />
      ) : null}
    </div>
  );
}
