import { existsSync } from 'node:fs';
import path from 'node:path';
import { now } from '../clock';
import { config } from '../config';
import { apiLogger } from '../logger';
import { season as poolSeason } from '../season';
import { createEspnProvider } from './espn-provider';
import { ProviderError, type SportsDataProvider } from './provider';
import {
  createSeasonFileProvider,
  type SeasonFileProvider,
  seasonGamesFile,
  TEAMS_FILE,
} from './season-file-provider';

/**
 * A function configured for the season file whose files are not where it reads them refuses to
 * start: its cold start fails with this configuration error instead of a request failing later.
 */
const refuseWithoutSeasonFiles = (): void => {
  if (config.sportsDataProvider() !== 'season-file') return;
  const dir = config.seasonDataDir();
  const files = [TEAMS_FILE, seasonGamesFile(config.season())];
  const missing = files.filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length === 0) return;
  throw new Error(
    `Configuration: SPORTS_DATA_PROVIDER is season-file but ${dir} has no ${missing.join(', ')} ` +
      '(a bundle carries them in season/ beside it, copied from infra/season at synth)',
  );
};
refuseWithoutSeasonFiles();

type Configured =
  | { kind: 'espn'; provider: SportsDataProvider }
  | { kind: 'season-file'; provider: SeasonFileProvider };

let cached: { key: string; configured: Configured } | undefined;

/** The provider the configuration names, kept while the configuration stays the same (the file is read once). */
const configured = (): Configured => {
  const kind = config.sportsDataProvider();
  const season = poolSeason();
  const key =
    kind === 'espn'
      ? `espn|${config.espnBaseUrl()}|${config.espnTimeoutMs()}|${season}`
      : `season-file|${config.seasonDataDir()}|${season}`;
  if (cached?.key === key) return cached.configured;
  const next: Configured =
    kind === 'espn'
      ? {
          kind,
          provider: createEspnProvider({
            baseUrl: config.espnBaseUrl(),
            timeoutMs: config.espnTimeoutMs(),
            season,
          }),
        }
      : { kind, provider: createSeasonFileProvider({ dataDir: config.seasonDataDir(), now, season }) };
  cached = { key, configured: next };
  return next;
};

/** The sports data provider of this deployment: ESPN, or the bundled season file (the default). */
export const sportsDataProvider = (): SportsDataProvider => configured().provider;

/** One line for the admin System Status card. */
export const describeProvider = (): string =>
  config.sportsDataProvider() === 'espn'
    ? `ESPN site API (${config.espnBaseUrl()})`
    : `offline season file (${poolSeason()})`;

/** The provider's failure in its words; anything else only says it failed (its own words go to the log). */
const reasonOf = (error: unknown): string => {
  if (error instanceof ProviderError) return error.message;
  apiLogger.warn('sports data provider check failed', { error });
  return 'the check failed unexpectedly (details in the log)';
};

/** Whether the provider answers now: ESPN's team list within the timeout, or the season files readable. */
export const checkProvider = async (): Promise<{ ok: boolean; detail: string }> => {
  let current: Configured;
  try {
    current = configured();
  } catch (error) {
    // The configuration's own checks speak the product's words (lib/config.ts).
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  try {
    if (current.kind === 'espn') {
      const teams = await current.provider.teams();
      return { ok: true, detail: `${describeProvider()}: answered with ${teams.length} teams` };
    }
    const [teams, games] = await Promise.all([current.provider.teams(), current.provider.allGames()]);
    return { ok: true, detail: `${describeProvider()}: ${teams.length} teams, ${games.length} games` };
  } catch (error) {
    return { ok: false, detail: `${describeProvider()}: ${reasonOf(error)}` };
  }
};
