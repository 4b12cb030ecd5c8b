import { DEVICE, UPLOAD_IMAGE_TYPES } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiStatusError } from '../../../lib/api/api-error';
import { refusalText } from '../../../lib/api/refusal-text';
import { uploadImage } from '../../../lib/api/upload-image';
import { KYC_PAGE_PATH } from '../../../lib/navigation/account-paths';
import { getUserInfo } from '../../../lib/session/get-user-info';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { shownVipLevel } from '../../../lib/site/shown-vip-level';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import {
  bindTwoFactor,
  changePassword,
  getSessions,
  logoutOtherSessions,
  removeTwoFactor,
  saveAvatar,
  saveNickname,
  setUpTwoFactor,
} from '../api/account-api';
import styles from './account-page.module.css';
import { Section } from './account-section';
import { PhoneSection } from './phone-section';

/**
 * The avatar and its picker: the picture goes up through /api/file/upload (the server proves its type by
 * the content), then the profile takes the uploaded file's id; a refusal is shown beside the picker.
 */
function AvatarPicker({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation();
  const change = useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadImage(file);
      if (!uploaded.ok) {
        const { status, message, extra } = uploaded;
        throw new ApiStatusError({ status, message, extra, time: Date.now() });
      }
      await saveAvatar(uploaded.file.id);
      await getUserInfo();
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) change.mutate(file);
  };
  return (
    <div className={styles.avatarRow}>
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt={t('ACCOUNT_AVATAR')} data-testid="account-avatar" />
      ) : (
        <span className={styles.avatar} aria-hidden="true" data-testid="account-avatar-initial">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={styles.avatarPick}>
        <label className={styles.fileButton}>
          {change.isPending ? t('ACCOUNT_AVATAR_UPLOADING') : t('ACCOUNT_AVATAR_CHANGE')}
          <input
            className="visually-hidden"
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={change.isPending}
            onChange={pick}
            data-testid="account-avatar-input"
          />
        </label>
        <span className={styles.muted}>{t('ACCOUNT_AVATAR_HINT')}</span>
        {change.error ? <p role="alert">{refusalText(change.error)}</p> : null}
        {change.isSuccess ? <p role="status">{t('ACCOUNT_AVATAR_SAVED')}</p> : null}
      </div>
    </div>
  );
}

function ProfileSection({ nickname, vip, avatar }: { nickname: string; vip: number; avatar: string | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState(nickname);
  const save = useMutation({ mutationFn: saveNickname, onSuccess: () => getUserInfo() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text.trim());
  };
  return (
    <Section title={t('ACCOUNT_PROFILE')} testId="account-profile">
      <AvatarPicker avatar={avatar} name={nickname} />
      <p className={styles.vipRow}>
        <span data-testid="account-vip">{t('ACCOUNT_VIP', { level: vip })}</span>
        <Link to="/rewards" className={styles.rewardsLink} data-testid="account-rewards-link">
          {t('REWARDS_TITLE')}
        </Link>
      </p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('ACCOUNT_NICKNAME')}
          value={text}
          maxLength={20}
          onChange={(event) => setText(event.target.value)}
          error={refusalText(save.error)}
          data-testid="account-nickname"
        />
        <Button type="submit" disabled={save.isPending}>
          {t('ACCOUNT_SAVE')}
        </Button>
        {save.isSuccess ? <p role="status">{t('ACCOUNT_SAVED')}</p> : null}
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () => changePassword(oldPassword, newPassword),
    onSuccess: async () => {
      setOld('');
      setNew('');
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
  });
  return (
    <Section title={t('ACCOUNT_PASSWORD')} testId="account-password">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        <TextField
          label={t('ACCOUNT_OLD_PASSWORD')}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOld(event.target.value)}
          data-testid="account-old-password"
        />
        <TextField
          label={t('ACCOUNT_NEW_PASSWORD')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          error={refusalText(change.error)}
          data-testid="account-new-password"
        />
        <Button type="submit" disabled={change.isPending || !oldPassword || !newPassword}>
          {t('ACCOUNT_CHANGE_PASSWORD')}
        </Button>
        {change.isSuccess ? <p role="status">{t('ACCOUNT_PASSWORD_CHANGED')}</p> : null}
      </form>
    </Section>
  );
}

function SessionsSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['account', 'sessions'], queryFn: getSessions });
  const logoutOthers = useMutation({
    mutationFn: logoutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  return (
    <Section title={t('ACCOUNT_SESSIONS')} testId="account-sessions">
      <ul className={styles.sessions}>
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} data-testid="account-session">
            <strong>{t(session.device === DEVICE.pc ? 'ACCOUNT_DEVICE_PC' : 'ACCOUNT_DEVICE_MOBILE')}</strong>
            {session.current ? (
              <span className={styles.current}> · {t('ACCOUNT_SESSION_CURRENT')}</span>
            ) : null}
            <br />
            <span className={styles.muted}>
              {t('ACCOUNT_SESSION_SEEN', { time: when(session.lastSeenAt) })}
              {session.ip ? ` · ${session.ip}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => logoutOthers.mutate()}
        disabled={logoutOthers.isPending || (sessions.data ?? []).length < 2}
        data-testid="account-logout-others"
      >
        {t('ACCOUNT_LOGOUT_OTHERS')}
      </Button>
      {logoutOthers.isSuccess ? (
        <p role="status">{t('ACCOUNT_LOGGED_OUT_OTHERS', { count: logoutOthers.data })}</p>
      ) : null}
      {logoutOthers.error ? <p role="alert">{refusalText(logoutOthers.error)}</p> : null}
    </Section>
  );
}

function TwoFactorSection({ bound }: { bound: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: setUpTwoFactor });
  const done = async () => {
    setCode('');
    setup.reset();
    await getUserInfo();
  };
  const bind = useMutation({ mutationFn: () => bindTwoFactor(code), onSuccess: done });
  const remove = useMutation({ mutationFn: () => removeTwoFactor(code), onSuccess: done });
  const codeField = (error: unknown) => (
    <TextField
      label={t('ACCOUNT_TWO_FACTOR_CODE')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      error={refusalText(error)}
      data-testid="account-2fa-code"
    />
  );
  return (
    <Section title={t('ACCOUNT_TWO_FACTOR')} testId="account-2fa">
      <p data-testid="account-2fa-state">{t(bound ? 'ACCOUNT_TWO_FACTOR_ON' : 'ACCOUNT_TWO_FACTOR_OFF')}</p>
      {bound ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate();
          }}
        >
          {codeField(remove.error)}
          <Button type="submit" variant="secondary" disabled={code.length !== 6 || remove.isPending}>
            {t('ACCOUNT_TWO_FACTOR_REMOVE')}
          </Button>
        </form>
      ) : setup.data ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            bind.mutate();
          }}
        >
          <p>{t('ACCOUNT_TWO_FACTOR_SECRET')}</p>
          <QRCodeSVG
            className={styles.qr}
            value={setup.data.uri}
            size={176}
            marginSize={2}
            title={t('ACCOUNT_TWO_FACTOR_QR')}
            role="img"
            aria-label={t('ACCOUNT_TWO_FACTOR_QR')}
            data-testid="account-2fa-qr"
          />
          <p className={styles.secret} data-testid="account-2fa-secret">
            <a href={setup.data.uri}>{setup.data.secret}</a>
          </p>
          {codeField(bind.error)}
          <Button type="submit" disabled={code.length !== 6 || bind.isPending}>
            {t('ACCOUNT_TWO_FACTOR_BIND')}
          </Button>
        </form>
      ) : (
        <Button onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="account-2fa-setup">
          {t('ACCOUNT_TWO_FACTOR_SETUP')}
        </Button>
      )}
    </Section>
  );
}

/**
 * The account area (`/account`, also `#account`): the avatar, VIP level and nickname, the phone (verified
 * by an SMS code), the password, the live sessions with "log out everywhere else", two-factor authentication
 * (bind with a QR code, remove), and the ways to identity verification and the responsible-gaming tools.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const settings = useStartupSettings();
  const openLogin = useUiStore((state) => state.openLogin);
  if (!hasToken(user)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('ACCOUNT_TITLE')}</h1>
        <p>{t('ACCOUNT_LOGIN_REQUIRED')}</p>
        <Button onClick={() => openLogin('login')}>{t('LOG_IN')}</Button>
      </div>
    );
  }
  const vip = shownVipLevel(user.vipLevel?.level ?? 0, settings.data?.disableVipPlus ?? false);
  return (
    <div className={styles.page} data-testid="account-page">
      <h1 className={styles.title}>{t('ACCOUNT_TITLE')}</h1>
      <div className={styles.grid}>
        <ProfileSection nickname={user.nickname ?? ''} vip={vip} avatar={user.avatar ?? null} />
        <PhoneSection phone={user.phone ?? null} verified={user.phoneChecked === true} />
        <PasswordSection />
        <SessionsSection />
        <TwoFactorSection bound={user.bind2Auth === true} />
        <Section title={t('KYC_PAGE_TITLE')} testId="account-kyc">
          <p className={styles.muted}>{t('KYC_ACCOUNT_TEXT')}</p>
          <Link to={KYC_PAGE_PATH} className={styles.rewardsLink} data-testid="account-kyc-link">
            {t('KYC_ACCOUNT_LINK')}
          </Link>
        </Section>
        <Section title={t('RESPONSIBLE_PAGE_TITLE')} testId="account-responsible">
          <p className={styles.muted}>{t('RESPONSIBLE_ACCOUNT_TEXT')}</p>
          <Link
            to="/account/responsible"
            className={styles.rewardsLink}
            data-testid="account-responsible-link"
          >
            {t('RESPONSIBLE_ACCOUNT_LINK')}
          </Link>
        </Section>
      </div>
    </div>
  );
}
