import { sql } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { pgErrorCode } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { RegisterRequest } from '@contracts/types/auth/register.request';
import { checkBirthDate } from '@server/auth/birth-date';
import { hashPassword, verifyPassword } from '@server/auth/password';
import type { WrongPasswordKey } from '@server/auth/password-guard';
import type { ActiveSession, ClientInfo, SessionService } from '@server/auth/sessions';
import type { SportsbookSession } from '@server/sports/session';
import type { WalletService } from '@server/wallet/wallet';

/** What the session data and the account area need of a player. Balance in kuruş. */
export interface PlayerProfile {
  id: number;
  usercode: string;
  username: string;
  name: string;
  surname: string;
  phone: string;
  smsVerified: boolean;
  balanceKurus: number;
}

/** A fresh login: the plain bearer token (shown once), its session and the player. */
export interface LoginResult {
  token: string;
  session: ActiveSession;
  /** The session's plain sportsbook launch values (stored hashed; the login reply is their only way out). */
  sportsbook: SportsbookSession;
  profile: PlayerProfile;
}

/** Fields of a new player row; the password is already hashed. */
export interface NewPlayer {
  username: string;
  email: string;
  name: string;
  surname: string;
  phone: string;
  countryId: number;
  currencyId: number;
  passwordHash: string;
  personalNo?: string | null;
  birthDate?: string | null;
  trialBonusRequested?: boolean;
  refId?: number | null;
  partner?: string | null;
  subid?: string | null;
  source?: string | null;
  registrationIp?: string | null;
}

/** Players: registration, login and profile. */
export class PlayerService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Inserts a player and opens the wallet at 0 kuruş, inside `tx`. The public usercode is derived from the id.
   * Errors: ApiFailure 400 'auth.usernameTaken' / 'auth.emailTaken' (case-insensitive unique), 'auth.unknownCountry'.
   */
  async create(tx: Queryable, p: NewPlayer): Promise<{ id: number; usercode: string }> {
    const country = await typed(tx).selectFrom('countries').select('id').where('id', '=', p.countryId).executeTakeFirst();
    if (!country) throw new ApiFailure(400, 'auth.unknownCountry');
    try {
      // The usercode is derived from the id in the same statement (a CTE taking the next id, OVERRIDING SYSTEM VALUE):
      // the builder has no INSERT ... OVERRIDING, so this one stays SQL.
      const { rows } = await sql<{ id: number; usercode: string }>`
        WITH next AS (SELECT nextval(pg_get_serial_sequence('players', 'id')) AS id)
        INSERT INTO players (id, usercode, username, email, name, surname, phone, country_id, currency_id, password_hash,
          personal_no, birth_date, trial_bonus_requested, ref_id, partner, subid, source, registration_ip)
        OVERRIDING SYSTEM VALUE
        SELECT next.id, (100000 + next.id)::text, ${p.username}, ${p.email}, ${p.name}, ${p.surname}, ${p.phone},
          ${p.countryId}, ${p.currencyId}, ${p.passwordHash}, ${p.personalNo ?? null}, ${p.birthDate ?? null},
          ${p.trialBonusRequested ?? false}, ${p.refId ?? null}, ${p.partner ?? null}, ${p.subid ?? null},
          ${p.source ?? null}, ${p.registrationIp ?? null}
        FROM next
        RETURNING id, usercode`.execute(typed(tx));
      await this.wallet.open(tx, rows[0].id, p.currencyId);
      return rows[0];
    } catch (error) {
      if (pgErrorCode(error) === '23505') {
        const text = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message);
        throw new ApiFailure(400, text.includes('email') ? 'auth.emailTaken' : 'auth.usernameTaken');
      }
      throw error;
    }
  }

  /**
   * Registers a player (docs/product.md §3, §5) and logs them in; the balance starts at 0 (the trial bonus is granted later).
   * Errors: ApiFailure 400 for a bad birth date, a taken username or e-mail, an unknown country. The field rules and the
   * password confirmation are the route's (server/auth/routes/register.ts: schemas/forms; docs/architecture.md "Forms").
   */
  async register(req: RegisterRequest, client: ClientInfo): Promise<LoginResult> {
    if (!req.isFast && req.birthDate) checkBirthDate(req.birthDate);
    // Cheap check first so a taken name is refused without paying for a hash; the unique index covers races.
    const taken = await typed(this.db)
      .selectFrom('players')
      .select((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(req.username)])).as('username_taken'))
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(req.username)])),
          eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(req.email)])),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (taken) throw new ApiFailure(400, taken.username_taken ? 'auth.usernameTaken' : 'auth.emailTaken');
    const passwordHash = await hashPassword(req.password);
    return this.db.transaction(async (tx) => {
      const player = await this.create(tx, {
        username: req.username, email: req.email, name: req.name, surname: req.surname, phone: req.phone,
        countryId: req.country, currencyId: req.currencyId, passwordHash,
        personalNo: req.isFast ? null : (req.PersonalNo ?? null), birthDate: req.isFast ? null : (req.birthDate ?? null),
        trialBonusRequested: req.trialBonus === 1, refId: req.refId ?? null, partner: req.partner ?? null,
        subid: req.subid ?? null, source: req.source ?? null, registrationIp: client.ip,
      });
      const { token, session, sportsbook } = await this.sessions.create(tx, player, client);
      return { token, session, sportsbook, profile: await this.profile(player.id, tx) };
    });
  }

  /**
   * Opens a session for `player`, whose credentials (password or passkey) are already proven, and reads his profile.
   * The login's own checks (player protection, national register) are the caller's: server/auth/routes/open-session.ts.
   */
  async openSession(player: { id: number; usercode: string }, client: ClientInfo): Promise<LoginResult> {
    const { token, session, sportsbook } = await this.sessions.create(this.db, player, client);
    return { token, session, sportsbook, profile: await this.profile(player.id) };
  }

  /**
   * The player `username` (case-insensitive) when `password` is his, as a login checks it (auth/login,
   * auth/exclusionreturn). Errors: ApiFailure 400 'auth.wrongCredentials' (unknown name or wrong password, one
   * answer; not 401, which the client treats as session expiry), 400 'auth.accountBlocked' for a player who is not
   * active (told only after the right password).
   */
  async checkCredentials(username: string, password: string): Promise<{ id: number; usercode: string }> {
    const player = await typed(this.db)
      .selectFrom('players')
      .select(['id', 'usercode', 'password_hash', 'status'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .executeTakeFirst();
    if (!(await verifyPassword(player?.password_hash ?? null, password)) || !player) {
      throw new ApiFailure(400, 'auth.wrongCredentials');
    }
    return admitted(player);
  }

  /**
   * The one check of a signed-in player's own password (argon2id on the login's path: an unknown id runs the dummy
   * hash): customer/changepassword and auth/reauth. Callers run it behind the per-IP limit (loginIp) and the password
   * breaker (app.passwordGuard.check), which counts `refusal` as a wrong password (docs/security.md "Password spraying").
   * Errors: ApiFailure 400 `refusal` (default 'account.oldPasswordWrong') when the password is not his.
   */
  async provePassword(playerId: number, password: string, refusal: WrongPasswordKey = 'account.oldPasswordWrong'): Promise<void> {
    const row = await typed(this.db).selectFrom('players').select('password_hash').where('id', '=', playerId).executeTakeFirst();
    if (!(await verifyPassword(row?.password_hash ?? null, password))) throw new ApiFailure(400, refusal);
  }

  /**
   * The player `playerId` when he may sign in, once another credential than the password (a passkey) proved him.
   * Errors: ApiFailure 400 'auth.accountBlocked' for a player who is not active (or no longer exists).
   */
  async admit(playerId: number): Promise<{ id: number; usercode: string }> {
    const player = await typed(this.db).selectFrom('players').select(['id', 'usercode', 'status']).where('id', '=', playerId).executeTakeFirst();
    return admitted(player ?? { id: playerId, usercode: '', status: 'missing' });
  }

  /** The player `username` (case-insensitive), or null; `activeOnly` skips players who are not active. */
  async findByUsername(username: string, options: { activeOnly?: boolean } = {}): Promise<{ id: number; usercode: string } | null> {
    let query = typed(this.db)
      .selectFrom('players')
      .select(['id', 'usercode'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])));
    if (options.activeOnly) query = query.where('status', '=', 'active');
    return (await query.executeTakeFirst()) ?? null;
  }

  /** The player's profile with the current balance (kuruş); throws when the id is unknown. */
  async profile(playerId: number, q: Queryable = this.db): Promise<PlayerProfile> {
    const r = await typed(q)
      .selectFrom('players as p')
      .innerJoin('wallets as w', 'w.player_id', 'p.id')
      .select(['p.id', 'p.usercode', 'p.username', 'p.name', 'p.surname', 'p.phone', 'p.sms_verified', 'w.balance_kurus'])
      .where('p.id', '=', playerId)
      .executeTakeFirst();
    if (!r) throw new Error(`player ${playerId} not found`);
    return {
      id: r.id, usercode: r.usercode, username: r.username, name: r.name, surname: r.surname,
      phone: r.phone, smsVerified: r.sms_verified, balanceKurus: r.balance_kurus,
    };
  }
}

/** `player` when his status lets him sign in; 400 'auth.accountBlocked' otherwise (one rule for every credential). */
function admitted(player: { id: number; usercode: string; status: string }): { id: number; usercode: string } {
  if (player.status !== 'active') throw new ApiFailure(400, 'auth.accountBlocked');
  return { id: player.id, usercode: player.usercode };
}
