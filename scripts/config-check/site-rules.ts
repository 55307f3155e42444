/**
 * Meaning of site settings a schema cannot state (docs/architecture.md "What the config check refuses"), for config/site.json and for each brand's
 * merged site settings: the default language is offered, the default reality-check interval is offered, the
 * default brand folder exists. Empty choice lists (periods, intervals, languages) are refused by the schema's
 * minItems already; `limits.types: []` stays allowed: it is the documented switch that turns limits off.
 */
import type { CheckContext } from './context';

export interface SiteLike {
  defaultBrand: string;
  languages: { code: string; name: string }[];
  defaultLanguage: string;
  compliance: {
    realityCheck: { intervalsMinutes: number[]; defaultMinutes: number | null };
  };
}

/** Codes of `site.languages`, in order. */
export function languageCodes(site: SiteLike): string[] {
  return site.languages.map((l) => l.code);
}

/** Reports the rules above on a schema-valid site document; `rel` names the file the operator edits. */
export async function checkSiteRules(ctx: CheckContext, rel: string, site: SiteLike, checkBrandFolder: boolean): Promise<void> {
  const codes = languageCodes(site);
  if (!codes.includes(site.defaultLanguage)) {
    ctx.report(rel, '/defaultLanguage', `"${site.defaultLanguage}" is not one of languages[].code (${codes.join(', ')})`);
  }
  const c = site.compliance;
  const check = c.realityCheck;
  if (check.defaultMinutes !== null && !check.intervalsMinutes.includes(check.defaultMinutes)) {
    ctx.report(rel, '/compliance/realityCheck/defaultMinutes', `must be null or one of intervalsMinutes (${check.intervalsMinutes.join(', ')})`);
  }
  if (checkBrandFolder && !(await ctx.exists(`config/brands/${site.defaultBrand}/brand.json`))) {
    ctx.report(rel, '/defaultBrand', `brand folder config/brands/${site.defaultBrand} does not exist`);
  }
}
