import type { LotteryGameId } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from '../../lib/dialog';
import { ErrorBanner, Field } from '../../lib/ui';
import type { LotteryRoomWrite } from './api/create-lottery-room';
import {
  LOTTERY_GAMES,
  LOTTERY_PERIODS,
  ROOM_NAME_MAX_LENGTH,
  roomRequestOf,
  type RoomDraft,
  type RoomError,
} from './lottery-forms';

/** Props of RoomDialog. */
export interface RoomDialogProps {
  /** The dialog's heading: "Open a room" or "Edit room …". */
  title: string;
  /** The values the form starts from. */
  initial: RoomDraft;
  /** Whether the room is being saved (the buttons are disabled). */
  pending: boolean;
  /** The last attempt's failure (an ApiFailure is translated). */
  error: unknown;
  /** Called with the room to send once every field is valid. */
  onConfirm: (room: LotteryRoomWrite) => void;
  onCancel: () => void;
}

/** A modal for a lottery room's game, period length, name, position and whether it is open. */
export function RoomDialog({ title, initial, pending, error, onConfirm, onCancel }: RoomDialogProps) {
  const { t } = useTranslation('lottery');
  const [draft, setDraft] = useState<RoomDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<RoomError, RoomError>>>({});
  const gameId = useId();
  const periodId = useId();
  const set = <K extends keyof RoomDraft>(key: K, value: RoomDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = roomRequestOf(draft);
    setErrors(result.errors ?? {});
    if (result.errors === undefined) onConfirm(result.request);
  };

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <Field
          label={t('rooms.fields.name')}
          value={draft.name}
          maxLength={ROOM_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          error={errors.name ? t('rooms.errors.name', { max: ROOM_NAME_MAX_LENGTH }) : undefined}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="field">
          <label htmlFor={gameId}>{t('rooms.fields.game')}</label>
          <select
            id={gameId}
            value={draft.gameId}
            onChange={(event) => set('gameId', event.target.value as LotteryGameId)}
          >
            {LOTTERY_GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`games.${game}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={periodId}>{t('rooms.fields.period')}</label>
          <select
            id={periodId}
            value={draft.periodSeconds}
            aria-describedby={`${periodId}-hint`}
            onChange={(event) => set('periodSeconds', Number(event.target.value))}
          >
            {[...new Set([...LOTTERY_PERIODS, initial.periodSeconds])].map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('rooms.period', { count: seconds / 60 })}
              </option>
            ))}
          </select>
          <p id={`${periodId}-hint`} className="field-hint">
            {t('rooms.hints.period')}
          </p>
        </div>
        <Field
          label={t('rooms.fields.position')}
          hint={t('rooms.hints.position')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.position}
          error={errors.position ? t('rooms.errors.position') : undefined}
          onChange={(event) => set('position', event.target.value)}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          {t('rooms.fields.enabled')}
        </label>
        <ErrorBanner error={error} />
        <DialogActions pending={pending} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
