import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from '../../lib/dialog';
import type { SiteCurrency } from '../../lib/site-currencies';
import { ErrorBanner, AmountField } from '../../lib/ui';
import type { AdminGame } from './api/get-game-catalogue';
import { setGameLimits, type GameLimitsRequest } from './api/set-game-limits';
import { setGameSwitches } from './api/set-game-switches';
import {
  changedSwitches,
  limitDrafts,
  limitErrorKey,
  limitsToSave,
  LIMIT_FIELDS,
  type LimitDraft,
  type LimitError,
  type LimitField,
  type SwitchDraft,
} from './game-limits';
import styles from './games.module.css';

/** Props of GameEditDialog. */
export interface GameEditDialogProps {
  game: AdminGame;
  /** The game's shown name. */
  name: string;
  /** The site's currencies: each gets a row of limits. */
  currencies: readonly SiteCurrency[];
  /** Called after a save went through, with whether anything was sent. */
  onSaved: (changed: boolean) => void;
  /** Called on Cancel, Escape, and after a failed save so the catalogue can be read again. */
  onClose: () => void;
  /** Called when some calls may have gone through before one failed. */
  onPartialSave: () => void;
}

const SWITCHES = ['enabled', 'maintenance', 'hot'] as const;

interface GameChanges {
  switches: ReturnType<typeof changedSwitches>;
  limits: GameLimitsRequest[];
}

/** The switches first, then each currency's limits: every change is its own audited call. */
async function saveGameChanges(gameId: string, changes: GameChanges): Promise<void> {
  if (changes.switches) await setGameSwitches(gameId, changes.switches);
  for (const limits of changes.limits) await setGameLimits(gameId, limits);
}

/** A modal editing one game's switches and its stake limits per currency. */
export function GameEditDialog({
  game,
  name,
  currencies,
  onSaved,
  onClose,
  onPartialSave,
}: GameEditDialogProps) {
  const { t } = useTranslation('games');
  const [switches, setSwitches] = useState<SwitchDraft>({
    enabled: game.enabled,
    maintenance: game.maintenance,
    hot: game.hot,
  });
  const [drafts, setDrafts] = useState<LimitDraft[]>(() => limitDrafts(game, currencies));
  const [errors, setErrors] = useState<Record<string, LimitError>>({});
  const save = useMutation({
    mutationFn: (changes: GameChanges) => saveGameChanges(game.id, changes),
    onSuccess: () => onSaved(true),
    onError: onPartialSave,
  });

  const decimalLength = (currencyId: string) =>
    currencies.find((each) => each.id === currencyId)?.decimalLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limits = limitsToSave(game, drafts, decimalLength);
    setErrors(limits.errors);
    if (Object.keys(limits.errors).length > 0) return;
    const changes = { switches: changedSwitches(game, switches), limits: limits.requests };
    if (!changes.switches && changes.limits.length === 0) {
      onSaved(false);
      return;
    }
    save.mutate(changes);
  };

  const setLimit = (currencyId: string, field: LimitField, value: string) =>
    setDrafts((current) =>
      current.map((each) => (each.currencyId === currencyId ? { ...each, [field]: value } : each)),
    );

  return (
    <Dialog title={t('edit.title', { name })} onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <fieldset className={styles.switches}>
          <legend>{t('edit.switches')}</legend>
          {SWITCHES.map((switchName) => (
            <div key={switchName} className={styles.switch}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={switches[switchName]}
                  aria-describedby={`game-switch-${switchName}-hint`}
                  onChange={(event) =>
                    setSwitches((current) => ({ ...current, [switchName]: event.target.checked }))
                  }
                />
                {t(`switches.${switchName}`)}
              </label>
              <p id={`game-switch-${switchName}-hint`} className="field-hint">
                {t(`switchHints.${switchName}`)}
              </p>
            </div>
          ))}
        </fieldset>
        <p className="field-hint">{t('edit.limitsHint')}</p>
        {drafts.map((draft) => (
          <fieldset key={draft.currencyId} className={styles.limitGrid}>
            <legend>{t('edit.limitsIn', { currency: draft.currencyId })}</legend>
            {LIMIT_FIELDS.map((field) => {
              const error = errors[limitErrorKey(draft.currencyId, field)];
              return (
                <AmountField
                  key={field}
                  label={t(`limits.${field}`)}
                  value={draft[field]}
                  error={
                    error
                      ? t(`limitErrors.${error}`, { decimals: decimalLength(draft.currencyId) ?? 0 })
                      : undefined
                  }
                  onChange={(event) => setLimit(draft.currencyId, field, event.target.value)}
                />
              );
            })}
          </fieldset>
        ))}
        <ErrorBanner error={save.error} />
        <DialogActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
