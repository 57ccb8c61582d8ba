import * as z from 'zod';
import { FIRST_WEEK, LAST_WEEK } from '../../../shared/game';
import {
  ProviderError,
  type ProviderGame,
  type ProviderGameStatus,
  type ProviderTeam,
  type SportsDataProvider,
} from './provider';

/**
 * The ESPN site API (unofficial, unauthenticated): the regular-season scoreboard of a week and the
 * team list. Every answer is checked against a tolerant schema; anything that does not fit fails
 * the whole call with a ProviderError, so a bad answer never reaches stored games.
 */
export interface EspnProviderOptions {
  /** e.g. https://site.api.espn.com/apis/site/v2/sports/football/nfl (no trailing slash needed). */
  baseUrl: string;
  timeoutMs: number;
  /** The season year, sent as `dates`. */
  season: number;
}

/** ESPN's numeric ids are strings in the JSON; the app uses numbers. */
const numericId = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) {
    ctx.addIssue({ code: 'custom', message: `not a numeric id: ${value}` });
    return z.NEVER;
  }
  return id;
});

const competitorSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  homeAway: z.enum(['home', 'away']),
  score: z.union([z.string(), z.number()]).optional(),
  team: z.looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    abbreviation: z.string().optional(),
  }),
});

const oddsSchema = z.looseObject({
  details: z.string().optional(),
  spread: z.union([z.number(), z.string()]).optional(),
  overUnder: z.union([z.number(), z.string()]).optional(),
});

const statusSchema = z.looseObject({
  period: z.number().int().nonnegative().optional(),
  displayClock: z.string().optional(),
  type: z.looseObject({
    name: z.string(),
    state: z.string().optional(),
    completed: z.boolean().optional(),
  }),
});

const competitionSchema = z.looseObject({
  date: z.string().optional(),
  status: statusSchema.optional(),
  competitors: z.array(competitorSchema),
  odds: z.array(oddsSchema).optional(),
});

const eventSchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  date: z.string(),
  week: z.looseObject({ number: z.number().int() }).optional(),
  status: statusSchema.optional(),
  competitions: z.array(competitionSchema).min(1),
});

const scoreboardSchema = z.looseObject({
  season: z.looseObject({ year: z.number().int().optional(), type: z.number().int().optional() }).optional(),
  week: z.looseObject({ number: z.number().int().optional() }).optional(),
  events: z.array(eventSchema),
});

const teamsSchema = z.looseObject({
  sports: z
    .array(
      z.looseObject({
        leagues: z
          .array(
            z.looseObject({
              teams: z.array(
                z.looseObject({
                  team: z.looseObject({
                    id: numericId,
                    abbreviation: z.string().min(1),
                    displayName: z.string().min(1),
                    location: z.string(),
                    name: z.string(),
                  }),
                }),
              ),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

type EspnEvent = z.infer<typeof eventSchema>;
type EspnCompetitor = z.infer<typeof competitorSchema>;
type EspnStatus = z.infer<typeof statusSchema>;
type EspnOdds = z.infer<typeof oddsSchema>;

/** A scoreboard that does not fit: the message names where, the whole call fails. */
class NotAScoreboard extends Error {}

const SEASON_TYPE_REGULAR = 2;

const statusOf = (status: EspnStatus | undefined): ProviderGameStatus => {
  const name = status?.type.name ?? '';
  const state = status?.type.state;
  if (name === 'STATUS_POSTPONED') return 'postponed';
  if (name === 'STATUS_CANCELED' || name === 'STATUS_CANCELLED') return 'canceled';
  if (status?.type.completed === true || name.startsWith('STATUS_FINAL')) return 'final';
  if (
    name === 'STATUS_IN_PROGRESS' ||
    name === 'STATUS_HALFTIME' ||
    name === 'STATUS_END_PERIOD' ||
    state === 'in'
  ) {
    return 'in_progress';
  }
  return 'scheduled';
};

/** A number as the app stores spreads: "-3.5", "3", "0" (never "-0"). */
const spreadText = (value: number): string => String(value === 0 ? 0 : value);

/** The home team's line (negative = home favored) from ESPN's odds, or null when there is none. */
export const homeSpread = (
  odds: EspnOdds | undefined,
  home: { abbreviation?: string },
  away: { abbreviation?: string },
): string | null => {
  if (!odds) return null;
  if (odds.spread !== undefined && odds.spread !== '') {
    const spread = Number(odds.spread);
    if (Number.isFinite(spread)) return spreadText(spread);
  }
  const details = odds.details?.trim().toUpperCase();
  if (!details) return null;
  if (details === 'EVEN' || details === 'PK' || details === 'PICK') return '0';
  // "KC -3.5": the favorite and its (negative) line.
  const match = /^([A-Z0-9]{2,4})\s+([+-]?\d+(?:\.\d+)?)$/.exec(details);
  if (!match) return null;
  const [, team, line] = match;
  const value = Number(line);
  if (team === home.abbreviation?.toUpperCase()) return spreadText(value);
  if (team === away.abbreviation?.toUpperCase()) return spreadText(-value);
  return null;
};

const scoreOf = (competitor: EspnCompetitor, where: string): number => {
  const score = Number(competitor.score);
  if (competitor.score === undefined || competitor.score === '' || !Number.isInteger(score) || score < 0) {
    throw new NotAScoreboard(`${where}: score ${JSON.stringify(competitor.score)} is not a score`);
  }
  return score;
};

const teamIdOf = (competitor: EspnCompetitor, where: string): number => {
  const raw = competitor.team.id ?? competitor.id;
  const id = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(id) || id <= 0) {
    throw new NotAScoreboard(`${where}: team id ${JSON.stringify(raw)} is not a numeric id`);
  }
  return id;
};

const gameOf = (event: EspnEvent, index: number, week: number): ProviderGame => {
  const where = `events[${index}] (${event.id})`;
  const competition = event.competitions[0];
  if (!competition) throw new NotAScoreboard(`${where}: no competition`);
  const home = competition.competitors.filter((c) => c.homeAway === 'home');
  const away = competition.competitors.filter((c) => c.homeAway === 'away');
  const [homeCompetitor] = home;
  const [awayCompetitor] = away;
  if (home.length !== 1 || away.length !== 1 || !homeCompetitor || !awayCompetitor) {
    throw new NotAScoreboard(`${where}: expected one home and one away competitor`);
  }
  if (event.week?.number !== undefined && event.week.number !== week) {
    throw new NotAScoreboard(`${where}: belongs to week ${event.week.number}, not week ${week}`);
  }
  const start = new Date(event.date);
  if (Number.isNaN(start.getTime())) throw new NotAScoreboard(`${where}: date ${event.date} is not a time`);

  const espnStatus = competition.status ?? event.status;
  const status = statusOf(espnStatus);
  const hasScores = status === 'in_progress' || status === 'final';
  const live = status === 'in_progress';
  return {
    id: event.id,
    week,
    startTime: start.toISOString(),
    homeTeamId: teamIdOf(homeCompetitor, `${where} home`),
    awayTeamId: teamIdOf(awayCompetitor, `${where} away`),
    homeScore: hasScores ? scoreOf(homeCompetitor, `${where} home`) : null,
    awayScore: hasScores ? scoreOf(awayCompetitor, `${where} away`) : null,
    status,
    spread: homeSpread(competition.odds?.[0], homeCompetitor.team, awayCompetitor.team),
    period: live && espnStatus?.period ? espnStatus.period : finalPeriod(status, espnStatus?.period),
    clock: live && espnStatus?.displayClock ? espnStatus.displayClock : null,
  };
};

/** A final game's last period when it went to overtime (ESPN's 5 and up), for Final/OT; null otherwise. */
const finalPeriod = (status: ProviderGameStatus, period: number | undefined): number | null =>
  status === 'final' && period !== undefined && period > 4 ? period : null;

/** The first problem zod found, as "events.3.competitions: expected array". */
const firstIssue = (error: z.ZodError): string => {
  const [issue] = error.issues;
  if (!issue) return 'unexpected shape';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

const checkWeek = (week: number) => {
  if (!Number.isInteger(week) || week < FIRST_WEEK || week > LAST_WEEK) {
    throw new RangeError(`Not a regular-season week: ${week}`);
  }
};

export const createEspnProvider = ({
  baseUrl,
  timeoutMs,
  season,
}: EspnProviderOptions): SportsDataProvider => {
  const base = baseUrl.replace(/\/+$/, '');

  /** GET a JSON document; every way it can go wrong becomes a ProviderError. */
  const getJson = async (url: string, what: string): Promise<unknown> => {
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderError(`ESPN answered ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const name = error instanceof Object && 'name' in error ? error.name : undefined;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError(`ESPN did not answer within ${timeoutMs} ms`, error);
      }
      // The system's own words (an address, ECONNREFUSED) stay in the cause, for the log.
      throw new ProviderError('ESPN is unreachable: the connection failed', error);
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ProviderError(`ESPN sent a response that is not ${what} (not JSON)`, error);
    }
  };

  return {
    name: 'espn',

    async teams(): Promise<ProviderTeam[]> {
      const body = await getJson(`${base}/teams`, 'a team list');
      const parsed = teamsSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderError(
          `ESPN sent a response that is not a team list (${firstIssue(parsed.error)})`,
          parsed.error,
        );
      }
      const teams = parsed.data.sports[0]?.leagues[0]?.teams ?? [];
      if (teams.length === 0)
        throw new ProviderError('ESPN sent a response that is not a team list (no teams)');
      return teams.map(({ team }) => ({
        id: team.id,
        abbreviation: team.abbreviation,
        displayName: team.displayName,
        location: team.location,
        nickname: team.name,
      }));
    },

    async weekGames(week: number): Promise<ProviderGame[]> {
      checkWeek(week);
      const query = new URLSearchParams({
        seasontype: String(SEASON_TYPE_REGULAR),
        week: String(week),
        dates: String(season),
      });
      const body = await getJson(`${base}/scoreboard?${query}`, 'a scoreboard');
      const parsed = scoreboardSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderError(
          `ESPN sent a response that is not a scoreboard (${firstIssue(parsed.error)})`,
          parsed.error,
        );
      }
      const scoreboard = parsed.data;
      // ESPN answers the current scoreboard when it does not like the question: check it is the one asked for.
      const { year, type } = scoreboard.season ?? {};
      if ((year !== undefined && year !== season) || (type !== undefined && type !== SEASON_TYPE_REGULAR)) {
        throw new ProviderError(
          `ESPN sent the scoreboard of another season (${year ?? '?'} type ${type ?? '?'}, asked for the ${season} regular season)`,
        );
      }
      const answeredWeek = scoreboard.week?.number;
      if (answeredWeek !== undefined && answeredWeek !== week) {
        throw new ProviderError(`ESPN sent the scoreboard of week ${answeredWeek}, asked for week ${week}`);
      }
      try {
        return scoreboard.events.map((event, index) => gameOf(event, index, week));
      } catch (error) {
        if (error instanceof NotAScoreboard) {
          throw new ProviderError(`ESPN sent a response that is not a scoreboard (${error.message})`, error);
        }
        throw error;
      }
    },
  };
};
