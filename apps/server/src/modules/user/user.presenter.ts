import type { User } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import type { Site } from '../site/index.ts';
import type { UserRow } from './user.repo.ts';

/** A player's balances in their currency, in minor units (read by the caller from the wallet). */
export interface UserBalances {
  cash: bigint;
  taskBonus: bigint;
  registerBonus: bigint;
  /** Still to be wagered before a withdrawal. */
  wagering: bigint;
}

/**
 * The user as the client sees it (spec §3). Rows never go out directly: this decides every field,
 * and amounts leave as exact major-unit numbers of the player's currency.
 */
export function presentUser(user: UserRow, balances: UserBalances, site: Site, token: string): User {
  const currency = site.currencies.find((item) => item.id === user.currencyId);
  const decimals = currency?.decimalLength ?? 2;
  const amount = (minor: bigint) => minorToNumber(minor, decimals);
  const gameSymbol = site.switches.useGameSymbol && !site.switches.disableGPC;
  return {
    token,
    userId: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    balance: amount(balances.cash),
    taskBonusBalance: amount(balances.taskBonus),
    registerTaskBonusBalance: amount(balances.registerBonus),
    depositForWithdraw: amount(balances.wagering),
    noticeUpdateTime: user.noticeUpdateTime,
    phoneChecked: user.phoneChecked,
    rechargeCount: user.rechargeCount,
    firstRechargeFlag: user.firstRechargeAt !== null,
    currencyId: user.currencyId,
    currSymbol: gameSymbol ? site.switches.gpcSymbol : (currency?.symbol ?? user.currencyId),
    currRatio: currency?.usdRate ?? 1,
    vipLevel: { level: user.vipLevel },
    useGameSymbol: gameSymbol,
    thirdLoginTypes: [],
    bind2Auth: user.twoFactorSecret !== null,
    appVersion: user.appVersion,
    inviteCode: user.inviteCode,
  };
}
