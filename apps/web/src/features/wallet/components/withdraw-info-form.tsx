import { PIX_KEY_TYPES, STATUS, withdrawInfoSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiStatusError } from '../../../lib/api/api-error';
import type { SavedWithdrawInfo } from '../api/get-withdraw-info';
import { saveWithdrawInfo } from '../api/save-withdraw-info';
import { maskCpf } from '../utils/cpf-mask';
import { useWalletError } from './use-wallet-error';
import styles from './wallet.module.css';

type PixKeyType = (typeof PIX_KEY_TYPES)[number];
type Field = 'pixKey' | 'holderName' | 'cpf';

const TYPE_LABEL: Record<PixKeyType, string> = {
  CPF: 'WALLET_PIX_TYPE_CPF',
  PHONE: 'WALLET_PIX_TYPE_PHONE',
  EMAIL: 'WALLET_PIX_TYPE_EMAIL',
  RANDOM: 'WALLET_PIX_TYPE_RANDOM',
};

const KEY_PLACEHOLDER: Record<PixKeyType, string> = {
  CPF: 'WALLET_PIX_KEY_PLACEHOLDER_CPF',
  PHONE: 'WALLET_PIX_KEY_PLACEHOLDER_PHONE',
  EMAIL: 'WALLET_PIX_KEY_PLACEHOLDER_EMAIL',
  RANDOM: 'WALLET_PIX_KEY_PLACEHOLDER_RANDOM',
};

const FIELDS: readonly Field[] = ['pixKey', 'holderName', 'cpf'];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** What the form needs. */
export interface WithdrawInfoFormProps {
  /** The saved details to edit, if any. */
  initial: SavedWithdrawInfo | null;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Leaves the form without saving; no cancel button when absent. */
  onCancel?: (() => void) | undefined;
}

/** The PIX destination of withdrawals: key type and key, holder name, and CPF (check digits verified). */
export function WithdrawInfoForm({ initial, onSaved, onCancel }: WithdrawInfoFormProps) {
  const { t } = useTranslation();
  const describeError = useWalletError();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>(initial?.pixKeyType ?? 'CPF');
  const [pixKey, setPixKey] = useState(initial?.pixKey ?? '');
  const [holderName, setHolderName] = useState(initial?.holderName ?? '');
  const [cpf, setCpf] = useState(maskCpf(initial?.cpf ?? ''));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = useMutation({
    mutationFn: saveWithdrawInfo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-info'] });
      onSaved();
    },
    onError: (error) => {
      if (!(error instanceof ApiStatusError) || error.status !== STATUS.INVALID_INPUT) return;
      const field = (error.extra as { field?: unknown } | null)?.field;
      if (isField(field)) setErrors({ [field]: describeError(error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { pixKeyType, pixKey, holderName, cpf };
    const parsed = withdrawInfoSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const fieldError = save.error instanceof ApiStatusError && save.error.status === STATUS.INVALID_INPUT;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="withdraw-info-form">
      <h3 className={styles.subtitle}>{t('WALLET_WITHDRAW_INFO_TITLE')}</h3>
      <p className={styles.note}>{t('WALLET_WITHDRAW_INFO_INTRO')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={selectId}>
          {t('WALLET_PIX_KEY_TYPE')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={pixKeyType}
          onChange={(event) => setPixKeyType(event.target.value as PixKeyType)}
          data-testid="withdraw-info-type"
        >
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('WALLET_PIX_KEY')}
        value={pixKey}
        placeholder={t(KEY_PLACEHOLDER[pixKeyType])}
        autoComplete="off"
        onChange={(event) => setPixKey(event.target.value)}
        error={errors.pixKey}
        data-testid="withdraw-info-key"
      />
      <TextField
        label={t('WALLET_HOLDER_NAME')}
        value={holderName}
        autoComplete="name"
        onChange={(event) => setHolderName(event.target.value)}
        error={errors.holderName}
        data-testid="withdraw-info-holder"
      />
      <TextField
        label={t('WALLET_CPF')}
        value={cpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
        autoComplete="off"
        onChange={(event) => setCpf(maskCpf(event.target.value))}
        error={errors.cpf}
        data-testid="withdraw-info-cpf"
      />
      {save.error && !fieldError ? (
        <p className={styles.error} role="alert">
          {describeError(save.error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={save.isPending} data-testid="withdraw-info-save">
        {save.isPending ? t('PLEASE_WAIT') : t('WALLET_SAVE')}
      </Button>
      {onCancel ? (
        <Button variant="ghost" block onClick={onCancel}>
          {t('CANCEL')}
        </Button>
      ) : null}
    </form>
  );
}
