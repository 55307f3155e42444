import type { Db } from '@server/db/db';
import { createDemoGameProviders } from './providers/demo-game-provider';
import type { GameProvider, LaunchKind } from './providers/game-provider';
import { CasinoService } from './casino';
import { FunPlayService } from './fun-play';
import { GameLaunchService } from './game-launch';
import { GameRoundService } from './game-rounds';
import { JackpotService } from './jackpots';
import { ProviderWalletService } from './provider-wallet';
import { Hub88Connection, Hub88GameProvider } from './providers/hub88/hub88';
import type { Hub88Settings } from './providers/hub88/hub88';
import type { ServerMode } from '@server/app-types';
import type { ProtectionService } from '@server/protection/protection';
import type { WalletService } from '@server/wallet/wallet';

/** The casino's services for one app; game providers are the demo ones unless a real integration is wired here. */
export interface CasinoServices {
  catalogue: CasinoService;
  launches: GameLaunchService;
  /** Fun mode: virtual-credit sessions, no wallet. */
  fun: FunPlayService;
  rounds: GameRoundService;
  /** The one path of provider money: every provider's bets, wins and rollbacks (docs/providers.md "Provider wallet"). */
  providerWallet: ProviderWalletService;
  jackpots: JackpotService;
  providers: Record<LaunchKind, GameProvider>;
  /** The Hub88 account (production settings) or simulator connection (demo and test) and its keys. */
  hub88: Hub88Connection;
}

/** What the casino's services stand on: the database, the wallet (rounds move money) and player protection (guards). */
interface CasinoDependencies {
  db: Db;
  wallet: WalletService;
  protection: ProtectionService;
  mode: ServerMode;
  /** A real Hub88 account's settings (HUB88_*; docs/providers.md "Settings"). */
  hub88?: Hub88Settings;
}

/**
 * Builds the casino services of one app (the casino service plugin, server/casino/service-plugin.ts, does
 * this once). A real game integration replaces an entry of `providers` here. The catalogue starts listening for
 * catalogue changes; without that subscription its cached lobby lists would outlive an operator's change, so a
 * failure to listen is logged loudly.
 */
export function createCasinoServices({ db, wallet, protection, mode, hub88: hub88Settings }: CasinoDependencies): CasinoServices {
  const launches = new GameLaunchService(db, protection);
  const fun = new FunPlayService(db);
  const catalogue = new CasinoService(db);
  const providerWallet = new ProviderWalletService(db, wallet, protection);
  catalogue.cache.watch().catch((error: unknown) => console.error('casino catalogue: cannot listen for changes:', error));
  const providers = createDemoGameProviders(launches, fun);
  const hub88 = new Hub88Connection(mode, hub88Settings);
  if (hub88.configured) providers.hub88 = new Hub88GameProvider(hub88, launches, providers.hub88, db);
  return {
    catalogue,
    launches,
    fun,
    rounds: new GameRoundService(db, providerWallet),
    providerWallet,
    jackpots: new JackpotService(db),
    providers,
    hub88,
  };
}
