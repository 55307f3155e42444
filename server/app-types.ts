import type { RateLimitRule } from './http/rate-limit';

/** production: no demo adapter pages, no test helpers; demo: both (helpers loopback only); test: both. See server-modes.ts. */
export type ServerMode = 'production' | 'demo' | 'test';

/**
 * Every rate-limit rule, by the name its counters carry in the shared `rate_limits` table (docs/security.md has
 * the table of call, key, max, window and why). Keys are normalised identities (server/http/rate-limit-keys.ts):
 * an account is the player id the database's lower(username) finds; a phone is its E.164 form.
 */
export interface RateLimits {
  /** POST auth/login, per IP + account. */
  login: RateLimitRule;
  /** POST auth/login, per account whatever the IP (rotating addresses gives no fresh budget). */
  loginAccount: RateLimitRule;
  /** POST auth/register, per IP. */
  register: RateLimitRule;
  /** POST auth/sendresetpassword, per account (each call may send an SMS). */
  resetPassword: RateLimitRule;
  /** POST customer/updatephone step 1, per player (each call sends an SMS). */
  phoneCode: RateLimitRule;
  /** Every SMS-sending call (updatephone step 1, sendresetpassword), per destination number: hourly and daily. */
  smsNumberHour: RateLimitRule;
  smsNumberDay: RateLimitRule;
  /** Every SMS-sending call, per IP: hourly and daily (throw-away accounts share their caller's budget). */
  smsIpHour: RateLimitRule;
  smsIpDay: RateLimitRule;
  /** Reset-code guesses (auth/checkresetcode, auth/changepasswordwithcode), per account whatever the IP. */
  resetGuess: RateLimitRule;
  /** Reset-code guesses per account per day. */
  resetGuessDay: RateLimitRule;
  /** Reset-code guesses per IP, whatever the account. */
  resetGuessIp: RateLimitRule;
  /** POST casino/funlaunchurl (fun mode, open to visitors), per IP: each call writes a fun session. */
  funLaunch: RateLimitRule;
  /** Fun-mode spins of the demo game API, per IP. */
  funSpin: RateLimitRule;
  /** Every password check (auth/login, auth/exclusionreturn, customer/changepassword), per IP whatever the account. */
  loginIp: RateLimitRule;
  /** POST customer/changepassword, per player (a stolen session guessing the current password). */
  changePassword: RateLimitRule;
  /** Failed password checks across the whole site; past max the breaker asks a challenge (services/password-guard.ts). */
  passwordFailures: RateLimitRule;
  /** POST auth/loginsecondstep, per IP + the ticket's account (each ticket also allows only 5 wrong codes). */
  secondStep: RateLimitRule;
  /** Password or code proofs of the two-step settings (twostep/begin, disable, recoverycodes), per player. */
  twoStepProof: RateLimitRule;
  /** POST auth/passkeylogin, per IP: each answer checks a signature, like a password attempt (docs/security.md Passkeys). */
  passkeyLogin: RateLimitRule;
  /** Failed operator sign-ins per operator name (server/http/operator-guard.ts); at max, every try is refused until the window ends. */
  operatorFailures: RateLimitRule;
  /** Failed operator sign-ins per IP, whatever the name. */
  operatorFailuresIp: RateLimitRule;
  /** POST auth/passkeyloginoptions and auth/reauthpasskeyoptions, per IP: each call stores a challenge. */
  passkeyOptions: RateLimitRule;
}
