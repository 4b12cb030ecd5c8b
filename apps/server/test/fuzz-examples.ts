import { randomCpf } from '@casino/contracts';

/**
 * Valid requests for the route fuzz (fuzz-routes.test.ts): its mutations spoil one field of these at a time,
 * so hostile text gets past every other rule of a route to the code (and the database) behind it.
 */

/** What a valid request of a route needs from the running test: fresh names and existing rows. */
export interface ExampleContext {
  /** A number never used before in this run (unique usernames and request ids). */
  n: number;
  playerId: number;
  operatorId: number;
  conversationId: number;
}

export interface Example {
  params?: string[];
  query?: Record<string, string>;
  body?: unknown;
}

/** A valid request per route (the first step of a mutation); routes not listed get generated input only. */
export const EXAMPLES: Record<string, (context: ExampleContext) => Example> = {
  'POST /api/auth/register': ({ n }) => ({
    body: {
      username: `fuzz_user_${n}`,
      password: 'correct-horse-1',
      tkk: 'tkk',
      navToken: 'nav',
      aid: 'aid',
      gaid: 'gaid',
      ch: 'ch',
      countryId: 'BR',
      currencyId: 'BRL',
      language: 'pt',
      cpf: randomCpf(),
      fullName: 'Fuzz Player da Silva',
      birthDate: '1990-05-17',
      depositLimit: { period: 'month', value: 500 },
    },
  }),
  'POST /api/auth/login': () => ({ body: { username: 'fuzz_nobody', password: 'correct-horse-1' } }),
  'POST /api/auth/sms/send_code': () => ({ body: { phone: '11987654321' } }),
  'POST /api/auth/register/send_code': () => ({ body: { phone: '11987654321', countryId: 'BR' } }),
  'POST /api/auth/password/send_code': () => ({ body: { phone: '11987654321' } }),
  'POST /api/auth/password/reset': () => ({
    body: { phone: '11987654321', code: '123456', password: 'correct-horse-1' },
  }),
  'POST /api/user/phone/send_code': () => ({ body: { phone: '11987654321' } }),
  'POST /api/user/phone/verify': () => ({ body: { phone: '11987654321', code: '123456' } }),
  'GET /api/auth/browser_foot_print': () => ({ query: { t: 'abc123' } }),
  'GET /api/home/startup': () => ({ query: { p: 'ABCD1234', wta: 'w2a', lazy: 'true' } }),
  'POST /api/pay/recharge': ({ n }) => ({
    body: { channelId: 'sandbox-brl', amount: 10, requestId: `fuzz-recharge-${n}` },
  }),
  'POST /api/pay/recharge_order': () => ({ body: { id: 'R0001' } }),
  'POST /api/pay/paid_list': () => ({ body: { ids: ['R0001'] } }),
  'GET /api/record/round/:id': () => ({ params: ['1'] }),
  'GET /api/record/crash/:id': () => ({ params: ['1'] }),
  'GET /api/record/lottery/:id': () => ({ params: ['1'] }),
  'GET /api/record/sports/:id': () => ({ params: ['1'] }),
  'GET /api/record/order/:id': () => ({ params: ['R0001'] }),
  'POST /api/withdraw/info/save': () => ({
    body: { pixKeyType: 'CPF', pixKey: '52998224725', holderName: 'Maria da Silva', cpf: '52998224725' },
  }),
  'POST /api/kyc/submit': () => ({ body: {} }),
  'POST /api/operator/kyc/review': ({ playerId }) => ({
    body: { userId: playerId, decision: 'reject', reason: 'The photo of the document cannot be read.' },
  }),
  'GET /api/operator/kyc/documents/:id': () => ({ params: ['KD0001'] }),
  'POST /api/withdraw/create': ({ n }) => ({ body: { amount: 1, requestId: `fuzz-withdraw-${n}` } }),
  'POST /api/chat/send': () => ({ body: { text: 'hello' } }),
  'POST /api/game/bet': ({ n }) => ({
    body: { gameId: 'mines', model: { betAmount: 1, mines: 3 }, demo: true, requestId: `fuzz-bet-${n}` },
  }),
  'POST /api/game/:game/bet': ({ n }) => ({
    params: ['crash'],
    body: { model: { betAmount: 1, autoCashOut: 2 }, requestId: `fuzz-crash-${n}` },
  }),
  'POST /api/game/fairness/rotate': () => ({ body: { clientSeed: 'fuzz-seed' } }),
  'POST /api/sockmsg/join': () => ({ body: { modules: ['crash'] } }),
  'POST /api/operator/operators': ({ n }) => ({
    body: {
      username: `fuzz-op-${n}`,
      password: 'operator-password-12',
      roles: ['support'],
      person: `fuzz-op-${n}@staff.test`,
    },
  }),
  'PATCH /api/operator/operators/:id': ({ operatorId }) => ({
    params: [String(operatorId)],
    body: { roles: ['support'], disabled: false },
  }),
  'GET /api/operator/players': () => ({ query: { q: 'fuzz', pageNo: '1', pageSize: '10' } }),
  'POST /api/operator/players/withdraw_standing': ({ playerId }) => ({
    body: { userId: playerId, kycVerified: true, wageringRemaining: 0, reason: 'checked by fuzz' },
  }),
  'POST /api/operator/notices': ({ playerId }) => ({
    body: { userId: playerId, title: 'Hello', content: 'World', popup: { buttonText: 'OK' }, push: false },
  }),
  'POST /api/operator/pushes': ({ playerId }) => ({
    body: { userId: playerId, event: 'FUZZ_EVENT', extra: { title: 'Hi', description: 'There' } },
  }),
  'POST /api/operator/withdraws/approve': () => ({ body: { id: 'W0001', note: 'ok' } }),
  'POST /api/operator/withdraws/reject': () => ({ body: { id: 'W0001', note: 'no' } }),
  'POST /api/operator/chat/conversations/:id/messages': ({ conversationId }) => ({
    params: [String(conversationId)],
    body: { text: 'hello from support' },
  }),
  'POST /api/webhooks/payments/:provider': ({ n }) => ({
    params: ['sandbox'],
    body: {
      id: `evt_fuzz_${n}`,
      type: 'payment.succeeded',
      data: { reference: 'R0001', providerReference: 'sbx_0001', amountMinor: '100', currencyId: 'BRL' },
    },
  }),
  'POST /api/bonus_task/checkin': ({ n }) => ({ body: { requestId: `fuzz-checkin-${n}` } }),
  'POST /api/redpacket/grab': () => ({ body: { id: 1 } }),
  'POST /api/wheel/spin': () => ({ body: { clientSeed: 'fuzz-seed' } }),
  'POST /api/operator/reward_campaigns': () => ({
    body: {
      kind: 'checkin',
      name: 'Fuzz',
      currencyId: 'USD',
      paysTo: 'task_bonus',
      wageringMultiplier: 2,
      maxBet: 5,
      expiryHours: 24,
      gameWeights: { crash: 50 },
      velocityPerHour: 3,
    },
  }),
  'POST /api/operator/reward_campaigns/:id/fund': ({ n }) => ({
    params: ['1'],
    body: { amount: 10, reason: 'fuzz funding', requestId: `fuzz-fund-${n}` },
  }),
  'POST /api/operator/reward_campaigns/:id/status': () => ({ params: ['1'], body: { status: 'PAUSED' } }),
  'PUT /api/operator/checkin_table': () => ({
    body: { currencyId: 'USD', rows: [{ vipLevel: 0, rewards: [1, 1, 1, 1, 1, 1, 2] }] },
  }),
  'PUT /api/operator/vip_ladder': () => ({
    body: {
      levels: [
        { level: 0, name: 'Starter', depositRequired: 0, betRequired: 0, rakebackPercent: 5 },
        { level: 1, name: 'Bronze', depositRequired: 10, betRequired: 100, rakebackPercent: 7.5 },
      ],
      rewards: { USD: { '1': 1 } },
    },
  }),
  'PUT /api/operator/wheel': () => ({
    body: {
      currencyId: 'USD',
      segments: [
        { weight: 3, amount: 0 },
        { weight: 1, amount: 1 },
      ],
      qualifyDeposit: 2,
      qualifyWager: 4,
    },
  }),
  'POST /api/operator/money_rain': () => ({
    body: { currencyId: 'USD', startsAt: Date.now(), durationSeconds: 60, pool: 1, packets: 3 },
  }),
  'PUT /api/operator/market_profiles': () => ({
    body: { id: 'fuzz', name: 'Fuzz', realMoney: true, rewardKinds: ['checkin'], countries: [] },
  }),
  'PUT /api/operator/games/:id': () => ({ params: ['wingo'], body: { hot: true } }),
  'PUT /api/operator/games/:id/limits': () => ({
    params: ['wingo'],
    body: { currencyId: 'BRL', minBet: 1, maxBet: 10_000, defaultBet: 10, maxWin: 100_000 },
  }),
  'GET /api/lottery/room': () => ({ query: { roomId: '1' } }),
  'GET /api/fairness/beacon/:round': () => ({ params: ['1'] }),
  'GET /api/lottery/results': () => ({ query: { roomId: '1', pageNo: '1', pageSize: '5' } }),
  'GET /api/lottery/term': () => ({ query: { id: '1' } }),
  'GET /api/lottery/chat': () => ({ query: { roomId: '1' } }),
  'POST /api/lottery/bet': ({ n }) => ({
    body: {
      roomId: 1,
      termId: 1,
      selection: { kind: 'big', pick: [] },
      betAmount: 1,
      share: true,
      requestId: `fuzz-lottery-${n}`,
    },
  }),
  'POST /api/lottery/follow': () => ({ body: { messageId: 1, betAmount: 1 } }),
  'POST /api/lottery/share': () => ({ body: { roomId: 1, betId: 1 } }),
  'POST /api/lottery/chat/send': () => ({ body: { roomId: 1, text: 'hello room' } }),
  'POST /api/operator/lottery/rooms': () => ({
    body: { gameId: 'wingo', periodSeconds: 60, name: 'Fuzz room', enabled: false },
  }),
  'PUT /api/operator/lottery/rooms/:id': () => ({
    params: ['1'],
    body: { gameId: 'wingo', periodSeconds: 60, name: 'Win Go 1 min', enabled: true },
  }),
  'GET /api/sports/events': () => ({ query: { sport: 'football', live: 'false' } }),
  'GET /api/sports/events/:id': () => ({ params: ['sb:football:1'] }),
  'GET /api/sports/bets': () => ({ query: { state: 'open', demo: 'false' } }),
  'POST /api/sports/bet': ({ n }) => ({
    body: {
      kind: 'single',
      legs: [{ eventId: 'sb:football:1', marketId: '1', outcomeId: '1', odds: 2 }],
      stake: 1,
      oddsChange: 'none',
      requestId: `fuzz-sports-${n}`,
    },
  }),
  'POST /api/sports/cashout/quote': () => ({ body: { betId: 1 } }),
  'POST /api/sports/cashout': ({ n }) => ({
    body: { betId: 1, quoteId: 'fuzzquote1', requestId: `fuzz-cashout-${n}` },
  }),
  'PUT /api/operator/sports/settings': () => ({
    body: {
      priceMarginBasisPoints: 0,
      cashOutMarginBasisPoints: 500,
      liveDelayMs: 3_000,
      quoteTtlMs: 8_000,
      cashOutEnabled: true,
      maxEventLiability: 50_000,
    },
  }),
  'POST /api/operator/sports/suspend': () => ({
    body: { eventId: 'sb:football:1', suspended: true, reason: 'fuzz stop' },
  }),
  'POST /api/operator/sports/settle': () => ({
    body: {
      eventId: 'sb:football:1',
      marketId: 'btts',
      outcomes: [
        { id: 'yes', result: 'won' },
        { id: 'no', result: 'lost' },
      ],
      reason: 'fuzz grade',
    },
  }),
  'POST /api/operator/sports/void': () => ({
    body: { eventId: 'sb:football:1', marketId: 'btts', reason: 'fuzz void' },
  }),
  'POST /api/sandbox/sports-feed/messages': () => ({
    body: { messages: [{ type: 'bet_stop', ts: 1, eventId: 'sb:football:1' }] },
  }),
  'POST /api/operator/chat/mute': ({ playerId }) => ({
    body: { userId: playerId, minutes: 1, reason: 'fuzz mute' },
  }),
  'PUT /api/operator/chat/banned_words': () => ({ body: { words: ['fuzzword'] } }),
  'POST /api/operator/design/publish': () => ({
    body: {
      theme: {
        tabs: [{ id: 'home', name: 'HOME', link: '/' }],
        menus: [],
        pages: [{ id: 'home', type: 'home', items: [{ comId: 'C000001', data: { title: 'Hi' } }] }],
        articles: [],
        assetMappings: { logo: 'logo' },
      },
      note: 'fuzz',
    },
  }),
};
