import { SMS_LOGIN_SWITCH } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { memo, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiFailure } from '../../lib/api';
import { useErrorText } from '../../lib/errors';
import { ErrorBanner } from '../../lib/ui';
import type { SiteSettings } from './api/get-site-settings';
import { updateSiteSettings } from './api/update-site-settings';
import {
  buildPatch,
  EDITED_KEYS,
  MAX_SALARY_REFERRAL_PERCENT,
  refusedField,
  thresholdKey,
  toDraft,
  type BooleanKey,
  type EditedSwitches,
  type SettingError,
  type SettingsDraft,
  type TextKey,
} from './settings-draft';
import { LinesSetting, settingId, TextSetting, ToggleSetting } from './settings-fields';
import styles from './settings.module.css';
import { ThresholdList } from './threshold-list';

/** The SMS features this back office knows by name; others the server holds are listed by their code. */
const KNOWN_SMS_SWITCHES = [SMS_LOGIN_SWITCH];
const SMS_CONFIG_KEYS = ['enableRegister', 'enableForgetPassword', 'enableWithdraw'] as const;

/** The browser's IANA time zones as suggestions; memoised, as the form re-renders on every keystroke. */
const TimeZoneList = memo(function TimeZoneList({ id }: { /** The datalist's id. */ id: string }) {
  return (
    <datalist id={id}>
      {Intl.supportedValuesOf('timeZone').map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});

/** Props of SettingsForm. */
export interface SettingsFormProps {
  /** The switches as the server has them now; the form starts from them. */
  switches: EditedSwitches;
  /** The site's currency codes, suggested for the four-eyes thresholds. */
  currencyCodes: readonly string[];
  /** Called after a save with how many settings changed and every switch as the server now has them. */
  onSaved: (changedKeys: string[], switches: SiteSettings['switches']) => void;
}

/** A server refusal of the last save and the form field it names, if it names one. */
interface Refusal {
  error: unknown;
  field: string | undefined;
}

function focusSetting(key: string | undefined) {
  if (key) requestAnimationFrame(() => document.getElementById(settingId(key))?.focus());
}

/** The site's switches in sections; "Save changes" sends only what changed. Remount it to start over. */
export function SettingsForm({ switches, currencyCodes, onSaved }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(switches));
  const [checked, setChecked] = useState<Record<string, SettingError>>({});
  const [refusal, setRefusal] = useState<Refusal>();
  const pending = useMemo(() => buildPatch(switches, draft), [switches, draft]);
  const unsaved = new Set([
    ...Object.keys(pending.patch),
    ...Object.keys(pending.errors).map((key) => key.split('.')[0]),
  ]).size;

  const save = useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (answer, patch) => onSaved(Object.keys(patch), answer),
    onError: (error) => {
      const fields = [
        ...EDITED_KEYS,
        ...draft.withdrawSecondApprovalAbove.map((row) => thresholdKey(row.currencyId)),
      ];
      const field = error instanceof ApiFailure ? refusedField(error.extra, fields) : undefined;
      setRefusal({ error, field });
      focusSetting(field);
    },
  });

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const ofKey = (field: string | undefined) => field === key || field?.startsWith(`${key}.`) === true;
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !ofKey(field))));
    if (ofKey(refusal?.field)) setRefusal(undefined);
  };

  const errorOf = (key: string): string | undefined => {
    if (refusal?.field === key) return errorText(refusal.error);
    const code = checked[key];
    return code ? t(`errors.${code}`, { max: MAX_SALARY_REFERRAL_PERCENT }) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setChecked(pending.errors);
    const invalid = Object.keys(pending.errors);
    if (invalid.length > 0) {
      focusSetting(invalid[0]);
      return;
    }
    if (Object.keys(pending.patch).length > 0) save.mutate(pending.patch);
  };

  const toggle = (key: BooleanKey) => (
    <ToggleSetting
      name={key}
      checked={draft[key]}
      onChange={(value) => set(key, value)}
      error={errorOf(key)}
    />
  );
  const text = (
    key: TextKey | 'minBetAmount' | 'defaultBetAmount' | 'salaryReferralPercent',
    wide = false,
  ) => (
    <TextSetting
      name={key}
      value={draft[key]}
      wide={wide}
      onChange={(value) => set(key, value)}
      error={errorOf(key)}
      {...(key === 'minBetAmount' || key === 'defaultBetAmount' || key === 'salaryReferralPercent'
        ? { inputMode: 'decimal' as const }
        : {})}
    />
  );
  const smsSwitches = [
    ...new Set([...KNOWN_SMS_SWITCHES, ...switches.enabledSmsConfigs, ...draft.enabledSmsConfigs]),
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="settings-form-title">
      <h2 id="settings-form-title" className="visually-hidden">
        {t('formTitle')}
      </h2>
      <fieldset className={styles.section}>
        <legend>{t('sections.registration')}</legend>
        <fieldset className={styles.group} aria-invalid={errorOf('smsConfig') ? true : undefined}>
          <legend>{t('fields.smsConfig.label')}</legend>
          {SMS_CONFIG_KEYS.map((key) => (
            <ToggleSetting
              key={key}
              name={`smsConfig.${key}`}
              checked={draft.smsConfig[key]}
              onChange={(value) => set('smsConfig', { ...draft.smsConfig, [key]: value })}
            />
          ))}
          {errorOf('smsConfig') ? <p className="field-error">{errorOf('smsConfig')}</p> : null}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('fields.enabledSmsConfigs.label')}</legend>
          {smsSwitches.map((code) => (
            <ToggleSetting
              key={code}
              name={`enabledSmsConfigs.${code}`}
              label={KNOWN_SMS_SWITCHES.includes(code) ? t(`smsSwitches.${code}`) : code}
              checked={draft.enabledSmsConfigs.includes(code)}
              onChange={(on) =>
                set(
                  'enabledSmsConfigs',
                  smsSwitches.filter((each) => (each === code ? on : draft.enabledSmsConfigs.includes(each))),
                )
              }
            />
          ))}
          {errorOf('enabledSmsConfigs') ? (
            <p className="field-error">{errorOf('enabledSmsConfigs')}</p>
          ) : null}
        </fieldset>
        {toggle('enableRegisterPromoCode')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.money')}</legend>
        {toggle('payMaintenance')}
        {text('minBetAmount')}
        {text('defaultBetAmount')}
        <ThresholdList
          rows={draft.withdrawSecondApprovalAbove}
          onChange={(rows) => set('withdrawSecondApprovalAbove', rows)}
          currencyCodes={currencyCodes}
          errorOf={errorOf}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.features')}</legend>
        {toggle('disableVipPlus')}
        {toggle('enableSalary')}
        {text('salaryReferralPercent')}
        {toggle('showPlayerCounts')}
        {toggle('showActivityTicker')}
        {toggle('horizontalCom')}
        {toggle('enableWebPush')}
        {toggle('autoBk')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.appDownload')}</legend>
        {toggle('enablePwa')}
        {toggle('disableAppDownload')}
        {text('apkLink')}
        {text('iosLink')}
        {text('iosMobileFileLink')}
        {text('w2aBrandLink')}
        {text('h5RefHost')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('sections.site')}</legend>
        <TextSetting
          name="timeZone"
          value={draft.timeZone}
          list="settings-time-zones"
          onChange={(value) => set('timeZone', value)}
          error={errorOf('timeZone')}
        />
        <TimeZoneList id="settings-time-zones" />
        {text('redirectUrl')}
        <LinesSetting
          name="gateDomains"
          value={draft.gateDomains}
          onChange={(value) => set('gateDomains', value)}
          error={errorOf('gateDomains')}
        />
        {text('sk')}
        {text('gpcSymbol')}
        {toggle('disableGPC')}
        {toggle('useGameSymbol')}
      </fieldset>

      {Object.keys(checked).length > 0 ? (
        <p className="banner banner-error" role="alert">
          {t('invalidSummary')}
        </p>
      ) : null}
      {refusal ? (
        refusal.field ? (
          <p className="banner banner-error" role="alert">
            {t('refusedSummary')}
          </p>
        ) : (
          <ErrorBanner error={refusal.error} />
        )
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || unsaved === 0}>
          {t('save')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={save.isPending || unsaved === 0}
          onClick={() => {
            setDraft(toDraft(switches));
            setChecked({});
            setRefusal(undefined);
          }}
        >
          {t('discard')}
        </button>
        <span className="muted">{unsaved === 0 ? t('noChanges') : t('unsaved', { count: unsaved })}</span>
      </div>
    </form>
  );
}
