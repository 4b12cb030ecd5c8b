/**
 * The status catalogue of the response envelope. The first group is fixed by the player client (spec §8);
 * the second group is ours: any status the client does not know is shown as an error alert with the
 * translated message, so each of ours has a language-pack key of the same name.
 */
export const STATUS = {
  SUCCESS: 0,
  /** Produced by the client itself for transport failures (HTTP outside 200–299, timeout, offline). */
  NETWORK_ERROR: -1,
  LOGIN_REQUIRED: 1012,
  LOGIN_EXPIRED: 1013,
  MAINTENANCE: -120,
  RELOAD_PAGE: -921,
  FORCED_DO_CONFIRM: 110110,
  RECHARGE_REQUIRED: -100,
  GAME_MAINTENANCE: -119,
  PAY_MAINTENANCE: -1119,
  WITHDRAW_INFO_REQUIRED: 450,
  TWO_FACTOR_REQUIRED: 10140,
  FORBIDDEN: 440033,
  KYC_REQUIRED: 99999,
  SILENT: 9000,

  // Ours (spec: "any other status → error alert with the translated message").
  INVALID_INPUT: 1001,
  NOT_FOUND: 1004,
  REQUEST_TOO_LARGE: 1005,
  RATE_LIMITED: 1006,
  REQUEST_EXPIRED: 1020,
  REQUEST_SIGNATURE_INVALID: 1021,
  USERNAME_TAKEN: 1101,
  PHONE_TAKEN: 1102,
  INVALID_CREDENTIALS: 1103,
  TOO_MANY_LOGIN_ATTEMPTS: 1104,
  INVITE_CODE_INVALID: 1105,
  PROMO_CODE_INVALID: 1106,
  ACCOUNT_DISABLED: 1107,
  REGISTRATION_CLOSED: 1108,
  OPERATOR_LOGIN_REQUIRED: 1201,
  INSUFFICIENT_BALANCE: 1301,
  IDEMPOTENCY_KEY_REUSED: 1302,
  AMOUNT_INVALID: 1303,
  AMOUNT_BELOW_MINIMUM: 1304,
  AMOUNT_ABOVE_MAXIMUM: 1305,
  ORDER_NOT_FOUND: 1306,
  WAGERING_REQUIRED: 1307,
  SMS_CODE_REQUIRED: 1308,
  SMS_CODE_INVALID: 1309,
  TWO_FACTOR_CODE_INVALID: 1310,
  PHONE_REQUIRED: 1311,
  ORDER_STATE_CHANGED: 1312,
  SMS_LOGIN_DISABLED: 1313,
  /** Registration by SMS code is switched off (smsConfig.enableRegister), so no register code is sent. */
  SMS_REGISTER_DISABLED: 1314,
  /** "Forgot password" by SMS is switched off (smsConfig.enableForgetPassword). */
  FORGET_PASSWORD_DISABLED: 1315,
  /** No SMS provider is installed on this site (the SANDBOX one runs only where SANDBOX_PROVIDERS is on). */
  SMS_UNAVAILABLE: 1320,
  GAME_NOT_FOUND: 1401,
  BET_NOT_FOUND: 1402,
  ROUND_FINISHED: 1403,
  MOVE_INVALID: 1404,
  CASH_OUT_NOT_ALLOWED: 1405,
  ROUND_IN_PROGRESS: 1406,
  GAME_OPTIONS_INVALID: 1407,
  CLIENT_SEED_INVALID: 1408,
  /** The market profile or the operator offers no such reward (or no active campaign has one). */
  REWARD_UNAVAILABLE: 1501,
  /** This reward was claimed already, by this account or by one of its identities (phone, device). */
  REWARD_ALREADY_CLAIMED: 1502,
  /** The campaign's budget cannot pay this reward. */
  REWARD_BUDGET_SPENT: 1503,
  /** Too many rewards in a short time. */
  REWARD_LIMIT_REACHED: 1504,
  /** The lottery term's betting closed (its cut-off passed) before the bet was written. */
  BETTING_CLOSED: 1601,
  /** Support muted this player in the public (room) chats until `extra.until`. */
  CHAT_MUTED: 1602,
  /** The message holds a word the site refuses in public chats. */
  CHAT_TEXT_REFUSED: 1603,
  /** A selection's price moved (or its market closed) against the player's odds-change choice: `extra.legs` re-quotes. */
  ODDS_CHANGED: 1701,
  /** A market or event of the slip is suspended (a bet stop) or no longer offered. */
  MARKET_SUSPENDED: 1702,
  /** The bet would take the book past its liability on an event. */
  LIABILITY_EXCEEDED: 1703,
  /** The cash-out quote expired or the price moved: `extra.quote` is the new one. */
  CASH_OUT_REQUOTED: 1704,
  /** Two selections of one multiple or system bet are on the same event. */
  SELECTION_CONFLICT: 1705,
  /** A limit the player set (deposit, loss, wager or session time) would be passed: `extra` says which. */
  LIMIT_REACHED: 1801,
  /** The player is in a time-out or self-exclusion until `extra.endsAt` (null: permanent). */
  EXCLUDED: 1802,
  /** The reality check is due: play waits until the player acknowledges it (`extra` is its summary). */
  REALITY_CHECK_REQUIRED: 1803,
  /** Below the market's minimum age (Lei 14.790/2023 art. 26: 18). */
  AGE_REFUSED: 1804,
  /** This CPF has an account already (one account per CPF). */
  CPF_TAKEN: 1805,
  /** The player's market allows demo or social play only. */
  REAL_MONEY_UNAVAILABLE: 1806,
  /** A KYC submission lacks a required document: `extra.missing` names the kinds. */
  KYC_DOCUMENTS_MISSING: 1807,
  /** The KYC case is being reviewed: nothing may be uploaded or submitted until the decision. */
  KYC_IN_REVIEW: 1808,
  /** The player's identity is verified already. */
  KYC_ALREADY_VERIFIED: 1809,
  /** Back office: the case is not waiting for a review (none submitted, or decided already). */
  KYC_CASE_NOT_PENDING: 1810,
  /** Back office: the identity provider has not answered yet (an outage); approval waits for its checks. */
  KYC_CHECK_PENDING: 1811,
  /** The market pays out only to the player's own CPF: the destination names another (Portaria SPA/MF 615/2024). */
  PAYOUT_NOT_OWN_CPF: 1820,
  /** The CPF is on the national self-exclusion list: no registration, no login. */
  CENTRALLY_EXCLUDED: 1821,
  /** The national self-exclusion list did not answer: registration and login wait until it does. */
  EXCLUSION_LIST_UNAVAILABLE: 1822,
  /**
   * Registration: the facts a market is judged by disagree: the currency's country, the phone's country
   * and (where the site geolocates) the visitor's location point to different markets, or the location is
   * a country the site does not serve. `extra.fact` names the one that disagrees (`phone`, `location`).
   */
  MARKET_MISMATCH: 1823,
  /** The design token names no open editing session (unknown, expired or already published). */
  DESIGN_DRAFT_NOT_FOUND: 1901,
  /** The edited block is not in the draft's page (the page or the index is wrong). */
  DESIGN_BLOCK_NOT_FOUND: 1902,
  /** Back office: the operator has set up TOTP; the sign-in needs its 6-digit code. */
  OPERATOR_TOTP_REQUIRED: 1210,
  /** Back office: the operator's IP address is not in the site's staff allowlist. */
  OPERATOR_IP_NOT_ALLOWED: 1211,
  /** Back office: the withdrawal is above the four-eyes amount and this operator approved it already. */
  SECOND_APPROVER_REQUIRED: 1212,
  /**
   * Back office: four eyes need two people. The second approver is the first approver in person (an alias
   * account with the same staff identity), or their account was created or given roles by the first
   * approver's person, or the other way round.
   */
  APPROVER_NOT_INDEPENDENT: 1213,
  /** Back office: the settings change is no longer waiting for a second approval (applied, discarded or void). */
  SETTING_CHANGE_NOT_PENDING: 1214,
  INTERNAL_ERROR: 5000,
} as const;

export type StatusName = keyof typeof STATUS;
export type StatusCode = (typeof STATUS)[StatusName];

const NAME_BY_CODE = new Map<number, StatusName>(
  (Object.entries(STATUS) as [StatusName, StatusCode][]).map(([name, code]) => [code, name]),
);

/** The catalogue name of a status code, e.g. `statusName(1012) === 'LOGIN_REQUIRED'`. */
export function statusName(code: number): StatusName | undefined {
  return NAME_BY_CODE.get(code);
}

/** Statuses after which the client forgets the user and asks for a login (spec §4 "Session"). */
export const LOGIN_CLEARING_STATUSES: ReadonlySet<number> = new Set([
  STATUS.LOGIN_REQUIRED,
  STATUS.LOGIN_EXPIRED,
]);
