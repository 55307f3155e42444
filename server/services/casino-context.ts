import type { AppContext } from '../app-context.ts';
import { createDemoGameProviders } from '../providers/games/demo-game-provider.ts';
import type { GameProvider, LaunchKind } from '../providers/games/game-provider.ts';
import { CasinoService } from './casino.ts';
import { GameLaunchService } from './game-launch.ts';
import { GameRoundService } from './game-rounds.ts';
import { JackpotService } from './jackpots.ts';

/** The casino's services for one app; game providers are the demo ones unless a real integration is wired here. */
export interface CasinoServices {
  catalogue: CasinoService;
  launches: GameLaunchService;
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
    services = {
      catalogue: new CasinoService(ctx.db),
      launches,
      rounds: new GameRoundService(ctx.db, ctx.wallet),
      jackpots: new JackpotService(ctx.db),
      providers: createDemoGameProviders(launches),
    };
    byContext.set(ctx, services);
  }
  return services;
}
