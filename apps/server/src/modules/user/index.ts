// The public face of the user module: other modules import only what this file exports.

export { findUserByTypedPhone, internationalPhone, phoneAsStored } from './account-phone.ts';
export { PhoneVerification } from './phone-verification.ts';
export { presentUser } from './user.presenter.ts';
export {
  countUsers,
  findUserByCpf,
  findUserById,
  findUserByInviteCode,
  findUserByPhone,
  findUserByUsername,
  insertUser,
  searchUsers,
  setKycVerifiedAt,
  setPasswordHash,
  userOf,
  type UserRow,
} from './user.repo.ts';
export { registerUserRoutes } from './user.routes.ts';
export { UserService } from './user.service.ts';
export { browserIds, sessions, users } from './user.tables.ts';
