import type { WheelInfo } from '@casino/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useMoney } from '../../../lib/money/use-money';
import { useShareOrigin } from '../../../lib/native/share-origin';
import styles from './wheel.module.css';

type Invite = WheelInfo['invites'][number];

/** The link that brings a friend to the wheel with the player's invite code (spec §2: p + inviteWheelTag). */
function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/?p=${encodeURIComponent(inviteCode)}&inviteWheelTag=1`;
}

/** Where an invitee stands: spun, a spin earned, or still on the way (with the real figures). */
function inviteState(invite: Invite): 'spun' | 'earned' | 'progress' {
  if (invite.spun) return 'spun';
  return invite.qualified ? 'earned' : 'progress';
}

const STATE_TEXT = {
  spun: 'WHEEL_INVITE_SPUN',
  earned: 'WHEEL_INVITE_EARNED',
  progress: 'WHEEL_INVITE_PROGRESS',
} as const;

/** What InviteItem shows. */
interface InviteItemProps {
  /** The invitee as the server counts them. */
  invite: Invite;
  /** What qualifies an invitee. */
  requirement: WheelInfo['requirement'];
}

/** One invitee with their real progress: phone, deposits and bets against what the wheel asks. */
function InviteItem({ invite, requirement }: InviteItemProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = inviteState(invite);
  const figures = (done: number, needed: number) =>
    t('WHEEL_FIGURES', { done: money.format(done), needed: money.format(needed) });
  return (
    <li
      className={styles.invite}
      data-testid="wheel-invite"
      data-qualified={invite.qualified ? 'true' : 'false'}
    >
      <div className={styles.inviteHead}>
        <span className={styles.inviteName}>{invite.name}</span>
        <span className={styles.badge} data-state={state}>
          {t(STATE_TEXT[state])}
        </span>
      </div>
      <p className={styles.invitePhone} data-verified={invite.phoneVerified}>
        {invite.phoneVerified ? t('WHEEL_PHONE_YES') : t('WHEEL_PHONE_NO')}
      </p>
      <ProgressBar
        label={t('WHEEL_DEPOSITED')}
        value={invite.deposited}
        max={requirement.deposit}
        text={figures(invite.deposited, requirement.deposit)}
      />
      <ProgressBar
        label={t('WHEEL_WAGERED')}
        value={invite.wagered}
        max={requirement.wager}
        text={figures(invite.wagered, requirement.wager)}
      />
    </li>
  );
}

/** The invite link with a copy button; a browser without clipboard access leaves the text selected. */
function InviteLink({ link }: { /** The player's invite link. */ link: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      inputRef.current?.select();
    }
  }
  return (
    <div className={styles.linkField}>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {t('WHEEL_INVITE_LINK')}
      </label>
      <div className={styles.linkRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.linkInput}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="wheel-invite-link"
        />
        <Button variant="secondary" onClick={() => void copy()} data-testid="wheel-copy">
          {copied ? t('WHEEL_COPIED') : t('WHEEL_COPY')}
        </Button>
      </div>
    </div>
  );
}

/**
 * How spins are earned, said up front (a verified phone, a deposit and bets of the stated amounts per
 * friend), the player's invite link, and every invitee with their progress as the server counts it.
 */
export function WheelInvites({ info }: { /** The wheel. */ info: WheelInfo }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoney();
  // Inside the native app the operator's web host (getH5RefAppUrl): the app's own origin is no address.
  const shareOrigin = useShareOrigin();
  const { requirement } = info;
  return (
    <section className={`${styles.card} ${styles.invites}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('WHEEL_EARN_TITLE')}
      </h2>
      <p className={styles.requirement} data-testid="wheel-requirement">
        {t('WHEEL_REQUIREMENT', {
          deposit: money.format(requirement.deposit),
          wager: money.format(requirement.wager),
        })}
      </p>
      <p className={styles.muted}>{t('WHEEL_SAME_DEVICE')}</p>
      {shareOrigin ? <InviteLink link={inviteLink(shareOrigin, info.inviteCode)} /> : null}
      <h3 className={styles.subTitle}>{t('WHEEL_INVITEES', { total: info.invites.length })}</h3>
      {info.invites.length > 0 ? (
        <ul className={styles.inviteList}>
          {info.invites.map((invite, index) => (
            <InviteItem key={index} invite={invite} requirement={requirement} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('WHEEL_NO_INVITEES')}</p>
      )}
    </section>
  );
}
