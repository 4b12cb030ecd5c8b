// The public face of the user module: other modules import only what this file exports.

export { findUserByTypedPhone, internationalPhone, phoneAsStored } from './account-phone.ts';
export { marketRulesOf } from './market-of-user.ts';
export {
  countRecharge,
  type CpfProof,
  liveSessions,
  lockUser,
  proveCpf,
  removeTwoFactorSecret,
  revokeOtherSessions,
  setDisabled,
  setNoticeTime,
  setProfile,
  setTwoFactorSecret,
  takeTwoFactorStep,
} from './player-changes.repo.ts';
export { playerGuard, playerOf } from './player-guard.ts';
export { type AuthenticatedPlayer, type PlayerIdentity, PlayerSessions } from './player-sessions.ts';
export { openSession, revokeUserSessions } from './sessions.repo.ts';
export { userModule } from './user.module.ts';
export { presentUser } from './user.presenter.ts';
export {
  countUsers,
  findUserByCpf,
  findUserById,
  findUserByInviteCode,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  raiseVipLevel,
  searchUsers,
  setKycVerifiedAt,
  setPasswordHash,
  setVerifiedPhone,
  userOf,
  type UserRow,
} from './user.repo.ts';
export { browserIds, sessions, users } from './user.tables.ts';
