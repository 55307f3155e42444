/**
 * How each route of the catalogue relates to players' data, for the player-isolation sweep
 * (server/platform/player-isolation.test.ts). A route missing here fails that suite by name, so whoever adds a
 * call has to say which kind it is:
 * - 'own': a player's call that takes no id of another player; it acts on the session's player only.
 * - 'foreign': takes an id (record, session, token) that could be another player's; the sweep sends player A's.
 * - 'capability': reached through an unguessable link the owner was handed (a payment page), not through a login.
 * - 'public': no player data (catalogue, CMS, assets, auth forms, reports).
 * - 'not-player': operator or test-mode helpers, never a player's (route-auth.test.ts guards them).
 */
export type IsolationKind = 'own' | 'foreign' | 'capability' | 'public' | 'not-player';

const own = [
  'POST /api/customer/updatephone',
  'POST /api/customer/changepassword',
  'POST /api/customer/bonuses',
  'GET /api/bonus/definetrialbonus',
  'GET /api/user/balance',
  'GET /api/sportsbook/token',
  'POST /api/payment/methods',
  'POST /api/payment/detail',
  'POST /api/payment/cashier',
  'POST /api/customer/financialhistory',
  'POST /api/customer/sessionhistory',
  'POST /api/customer/notification',
  'POST /api/casino/togglefavorite',
  'GET /api/casino/favorites',
  'GET /api/casino/recentgames',
  'POST /api/casino/pragmaticlaunchurl',
  'POST /api/casino/dtlaunchurl',
  'POST /api/casino/emlaunchurl',
  'POST /api/casino/amusnetlaunchurl',
  'POST /api/casino/egtlaunchurl',
  'POST /api/casino/hub88launchurl',
  'POST /api/casino/softgamingslaunchurl',
  'POST /api/customer/gamehistory',
  'GET /api/protection/status',
  'POST /api/protection/setlimit',
  'POST /api/protection/confirmlimit',
  'POST /api/protection/cancelpending',
  'POST /api/protection/realitycheck',
  'POST /api/protection/realitycheckack',
  'GET /api/protection/sessionsummary',
  'POST /api/protection/exclude',
  'GET /api/protection/identity',
  'POST /api/protection/identity',
  'GET /api/customer/export',
  'GET /api/auth/logout',
];
const foreign = [
  'POST /api/customer/readnotification',
  // Their optional `saved` is the id of a saved payment detail, which could be another player's (issue 16, cashier).
  'POST /api/payment/deposit',
  'POST /api/payment/withdraw',
  'POST /api/payment/cancelwithdrawal',
  'GET /demo/games/api/session',
  'POST /demo/games/api/spin',
  'POST /demo/sportsbook/:provider/api/bet',
  'POST /demo/sportsbook/:provider/api/account',
];
const capability = ['GET /demo/pay/:publicId', 'POST /demo/pay/:publicId/confirm', 'POST /demo/pay/:publicId/cancel'];
const publicRoutes = [
  'POST /api/auth/login',
  'POST /api/auth/exclusionreturn',
  'GET /api/auth/form',
  'POST /api/auth/register',
  'POST /api/auth/sendresetpassword',
  'POST /api/auth/checkresetcode',
  'POST /api/auth/changepasswordwithcode',
  'GET /api/bonus/trialbonusamount',
  'GET /api/cms/languagelist',
  'GET /api/cms/translationlist',
  'POST /api/cms/siteoptionlist',
  'POST /api/cms/sliderlist',
  'POST /api/cms/contenttitlelist',
  'GET /api/cms/contentlist',
  'POST /api/cms/content',
  'POST /api/cms/promotionlist',
  'POST /api/cms/promotion',
  'GET /api/cms/popup',
  'GET /api/cms/domainstatus',
  'GET /api/cms/coveryjs',
  'GET /demo/cms/banners/:file',
  'GET /demo/sportsbook/assets/:file',
  'GET /demo/sportsbook/:provider',
  'GET /demo/sportsbook/:provider/api/events',
  'GET /demo/pay-assets/demo-pay.js',
  'GET /demo/chat-assets/demo-chat.js',
  'GET /demo/chat-assets/demo-chat.css',
  'GET /demo/chat',
  'POST /api/casino/games',
  'GET /api/casino/categorylist',
  'GET /api/casino/providerlist',
  'POST /api/casino/funlaunchurl',
  // Only the caller's own isFavorite beside catalogue data.
  'POST /api/casino/gameinfo',
  'GET /api/casino/egtjackpot',
  'GET /api/casino/jackpotcards',
  'GET /api/casino/eqyptquest',
  'GET /demo/games/play',
  'GET /demo/games/slot.js',
  'GET /demo/games/slot.css',
  'GET /demo/games/softgamings-relay.js',
  'GET /demo/games/softgamings.css',
  'GET /demo/games/art/:file',
  'POST /api/csp-report',
  'GET /api/health',
  // The brand of the host's page, logos, config assets and texts (issue 19 item 4): the same for every visitor.
  'GET /',
  'GET /brand-assets/:brand/:file',
  'GET /config-assets/*',
  'GET /locales/:file',
];
const notPlayer = [
  'GET /api/test/outbox',
  'POST /api/test/expirecodes',
  'POST /api/test/sportsbook/settle',
  'POST /api/test/notify',
  'POST /api/test/sessions',
  'POST /api/test/clock',
  'POST /api/test/national-register',
  'GET /api/test/csp-reports',
  'GET /api/operator/bets',
  'POST /api/operator/bets/:id/settle',
  'GET /api/operator/withdrawals',
  'POST /api/operator/withdrawals/:id/review',
  'POST /api/operator/withdrawals/:id/approve',
  'POST /api/operator/withdrawals/:id/reject',
  'GET /api/operator/protection',
  'GET /api/operator/protection/:username',
  'POST /api/operator/protection/:username/notes',
  'POST /api/operator/protection/:username/lift',
  'POST /api/operator/config/reload',
  'GET /api/operator/sms',
];

/** `METHOD url` → kind, for every route the suite knows. */
export const ISOLATION: Record<string, IsolationKind> = Object.fromEntries([
  ...own.map((k) => [k, 'own'] as const),
  ...foreign.map((k) => [k, 'foreign'] as const),
  ...capability.map((k) => [k, 'capability'] as const),
  ...publicRoutes.map((k) => [k, 'public'] as const),
  ...notPlayer.map((k) => [k, 'not-player'] as const),
]);
