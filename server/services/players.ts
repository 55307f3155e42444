import type { Db, Queryable } from '../db/db.ts';
import { pgErrorCode } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { RegisterRequest } from '../../contracts/types/auth/register.request.ts';
import { checkBirthDate } from './birth-date.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { ActiveSession, ClientInfo, SessionService } from './sessions.ts';
import type { WalletService } from './wallet.ts';

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
    const country = await tx.query('SELECT 1 FROM countries WHERE id = $1', [p.countryId]);
    if (country.length === 0) throw new ApiFailure(400, 'auth.unknownCountry');
    try {
      const rows = await tx.query<{ id: number; usercode: string }>(
        `WITH next AS (SELECT nextval(pg_get_serial_sequence('players', 'id')) AS id)
         INSERT INTO players (id, usercode, username, email, name, surname, phone, country_id, currency_id, password_hash,
           personal_no, birth_date, trial_bonus_requested, ref_id, partner, subid, source, registration_ip)
         OVERRIDING SYSTEM VALUE
         SELECT next.id, (100000 + next.id)::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16 FROM next
         RETURNING id, usercode`,
        [p.username, p.email, p.name, p.surname, p.phone, p.countryId, p.currencyId, p.passwordHash, p.personalNo ?? null,
          p.birthDate ?? null, p.trialBonusRequested ?? false, p.refId ?? null, p.partner ?? null, p.subid ?? null,
          p.source ?? null, p.registrationIp ?? null],
      );
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
   * Registers a player (spec §3, §5) and logs them in; the balance starts at 0 (the trial bonus is granted later).
   * Errors: ApiFailure 400 for mismatching passwords, a bad birth date, a taken username or e-mail, an unknown country.
   */
  async register(req: RegisterRequest, client: ClientInfo): Promise<LoginResult> {
    if (req.password !== req.password2) throw new ApiFailure(400, 'auth.passwordMismatch');
    if (!req.isFast && req.birthDate) checkBirthDate(req.birthDate);
    // Cheap check first so a taken name is refused without paying for a hash; the unique index covers races.
    const taken = await this.db.query<{ username_taken: boolean }>(
      `SELECT lower(username) = lower($1) AS username_taken FROM players WHERE lower(username) = lower($1) OR lower(email) = lower($2) LIMIT 1`,
      [req.username, req.email],
    );
    if (taken[0]) throw new ApiFailure(400, taken[0].username_taken ? 'auth.usernameTaken' : 'auth.emailTaken');
    const passwordHash = await hashPassword(req.password);
    return this.db.transaction(async (tx) => {
      const player = await this.create(tx, {
        username: req.username, email: req.email, name: req.name, surname: req.surname, phone: req.phone,
        countryId: req.country, currencyId: req.currencyId, passwordHash,
        personalNo: req.isFast ? null : (req.PersonalNo ?? null), birthDate: req.isFast ? null : (req.birthDate ?? null),
        trialBonusRequested: req.trialBonus === 1, refId: req.refId ?? null, partner: req.partner ?? null,
        subid: req.subid ?? null, source: req.source ?? null, registrationIp: client.ip,
      });
      const { token, session } = await this.sessions.create(tx, player, client);
      return { token, session, profile: await this.profile(player.id, tx) };
    });
  }

  /**
   * Checks credentials (username case-insensitive) and opens a session.
   * Errors: ApiFailure 400 'auth.wrongCredentials' (not 401: the client treats 401 as session expiry),
   * 400 'auth.accountBlocked' for a player who is not active (told only after the right password).
   */
  async login(username: string, password: string, client: ClientInfo): Promise<LoginResult> {
    const rows = await this.db.query<{ id: number; usercode: string; password_hash: string; status: string }>(
      'SELECT id, usercode, password_hash, status FROM players WHERE lower(username) = lower($1)',
      [username],
    );
    const player = rows[0];
    if (!(await verifyPassword(player?.password_hash ?? null, password)) || !player) {
      throw new ApiFailure(400, 'auth.wrongCredentials');
    }
    if (player.status !== 'active') throw new ApiFailure(400, 'auth.accountBlocked');
    const { token, session } = await this.sessions.create(this.db, player, client);
    return { token, session, profile: await this.profile(player.id) };
  }

  /** The player's profile with the current balance (kuruş); throws when the id is unknown. */
  async profile(playerId: number, q: Queryable = this.db): Promise<PlayerProfile> {
    const rows = await q.query<{
      id: number; usercode: string; username: string; name: string; surname: string; phone: string; sms_verified: boolean; balance_kurus: number;
    }>(
      `SELECT p.id, p.usercode, p.username, p.name, p.surname, p.phone, p.sms_verified, w.balance_kurus
       FROM players p JOIN wallets w ON w.player_id = p.id WHERE p.id = $1`,
      [playerId],
    );
    const r = rows[0];
    if (!r) throw new Error(`player ${playerId} not found`);
    return {
      id: r.id, usercode: r.usercode, username: r.username, name: r.name, surname: r.surname,
      phone: r.phone, smsVerified: r.sms_verified, balanceKurus: r.balance_kurus,
    };
  }
}
