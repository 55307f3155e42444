import type { AppContext } from '../app-context.ts';
import { createDemoGameProviders } from '../providers/games/demo-game-provider.ts';
import type { GameProvider, LaunchKind } from '../providers/games/game-provider.ts';
import { CasinoService } from './casino.ts';
import { FunPlayService } from './fun-play.ts';
import { GameLaunchService } from './game-launch.ts';
import { GameRoundService } from './game-rounds.ts';
import { JackpotService } from './jackpots.ts';

/** The casino's services for one app; game providers are the demo ones unless a real integration is wired here. */
export interface CasinoServices {
  catalogue: CasinoService;
  launches: GameLaunchService;
  /** Fun mode (issue 16): virtual-credit sessions, no wallet. */
  fun: FunPlayService;
  rounds: GameRoundService;
  jackpots: JackpotService;
  providers: Record<LaunchKind, GameProvider>;
}

const byContext = new WeakMap<AppContext, CasinoServices>();

/** The casino services of `ctx`, built once per app (kept out of AppContext so the casino stays self-contained). */
export function casinoServices(ctx: AppContext): CasinoServices {
  let services = byContext.get(ctx);
  if (!services) {
    const launches = new GameLaunchService(ctx.db);
    const fun = new FunPlayService(ctx.db);
    const catalogue = new CasinoService(ctx.db);
    // Without the subscription the cached lobby lists would outlive an operator's catalogue change; say so loudly.
    catalogue.cache.watch().catch((error: unknown) => console.error('casino catalogue: cannot listen for changes:', error));
    services = {
      catalogue,
      launches,
      fun,
      rounds: new GameRoundService(ctx.db, ctx.wallet),
      jackpots: new JackpotService(ctx.db),
      providers: createDemoGameProviders(launches, fun),
    };
    byContext.set(ctx, services);
  }
  return services;
}
