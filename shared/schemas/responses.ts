import * as z from 'zod/mini';
import type { Game } from '../game';
import { poolAccesses } from '../join-policy';
import type { CurrentUser } from '../user';
import type { Week6RegistrationStatus } from '../week6-registration';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from './leaderboard';
import type { Ledger, MoneyAmounts, MoneyLine, MyMoney } from './money';
import type { WeeklyPick } from './picks';
import type { SettingValue } from './settings';
import type { MySurvivorEntry, SurvivorEntry, Week6Registration } from './survivor';

/*
 * The answers the SPA's main screens read, checked before a screen renders them (zod/mini keeps the
 * signed-in pages' first JavaScript small). Objects are loose: a field the server adds is no error.
 * Each schema is typed by the interface the server returns, so the two cannot drift apart.
 */

const nullableString = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());
const teamSummary = z.looseObject({ displayName: z.string(), abbreviation: z.string() });

export const currentUserResponse: z.ZodMiniType<CurrentUser> = z.looseObject({
  id: z.string(),
  username: nullableString,
  email: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  profileImageUrl: nullableString,
  isAdmin: z.boolean(),
  hasFullApp: z.boolean(),
  hasWeek5: z.boolean(),
  userType: z.enum(['full_app', 'week6_only']),
  createdAt: z.string(),
  defaultPick: z.enum(['home', 'away', 'favorite', 'underdog']),
  reminders: z.optional(z.looseObject({ enabled: z.boolean(), leadHours: z.literal([24, 6, 1]) })),
  joinRequestedAt: z.optional(z.string()),
  impersonationContext: z.looseObject({
    isImpersonating: z.boolean(),
    impersonatedUserEmail: nullableString,
  }),
  poolAccess: z.enum(poolAccesses),
});

export const currentWeekResponse: z.ZodMiniType<{ week: number }> = z.looseObject({ week: z.number() });

const game = z.looseObject({
  id: z.string(),
  week: z.number(),
  startTime: z.string(),
  gameTime: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeTeam: teamSummary,
  awayTeam: teamSummary,
  homeScore: nullableNumber,
  awayScore: nullableNumber,
  isCompleted: z.boolean(),
  spread: nullableString,
  isMnfTiebreaker: z.boolean(),
  status: z.optional(z.enum(['scheduled', 'in_progress', 'final', 'postponed', 'canceled'])),
  period: z.optional(nullableNumber),
  clock: z.optional(nullableString),
  lockReason: z.nullable(z.enum(['completed', 'started', 'disabled'])),
});

export const weekGamesResponse: z.ZodMiniType<Game[]> = z.array(game);

export const weeklyPicksResponse: z.ZodMiniType<WeeklyPick[]> = z.array(
  z.looseObject({
    pickId: z.string(),
    gameId: z.string(),
    pickedTeamId: z.number(),
    week: z.number(),
    userId: z.string(),
    isCorrect: z.nullable(z.boolean()),
    outcome: z.enum(['correct', 'incorrect', 'push', 'pending']),
    confidence: z.null(),
    pickedTeam: z.nullable(teamSummary),
    line: nullableString,
    game: z.optional(game),
  }),
);

const publicUser = z.looseObject({
  id: z.string(),
  username: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  profileImageUrl: nullableString,
  displayName: z.string(),
  weeklyPoolSince: nullableString,
});

const standing = {
  userId: z.string(),
  user: publicUser,
  correctPicks: z.number(),
  totalPicks: z.number(),
  wins: z.number(),
  losses: z.number(),
  pushes: z.number(),
  gradedPicks: z.number(),
  rank: z.number(),
  avgTiebreakerScore: nullableNumber,
  prize: z.nullable(z.looseObject({ place: z.literal([1, 2]), shares: z.number(), byUserId: z.boolean() })),
};

export const weeklyLeaderboardResponse: z.ZodMiniType<WeeklyLeaderboardEntry[]> = z.array(
  z.looseObject({
    ...standing,
    mnfTiebreaker: z.looseObject({
      predictedTotal: nullableNumber,
      actualTotal: nullableNumber,
      difference: nullableNumber,
    }),
    tiebreakerScore: nullableNumber,
    tiebreakerDiff: nullableNumber,
    avgTiebreakerToDate: nullableNumber,
    maxCorrect: z.number(),
    canStillWin: z.nullable(z.boolean()),
  }),
);

export const seasonLeaderboardResponse: z.ZodMiniType<SeasonLeaderboardEntry[]> = z.array(
  z.looseObject({
    ...standing,
    winPercentage: z.number(),
    weeksPlayed: z.number(),
    cumulativeByWeek: z.array(z.looseObject({ week: z.number(), correctPicks: z.number() })),
  }),
);

const survivorEntry = z.looseObject({
  id: z.string(),
  poolId: z.string(),
  kind: z.enum(['standard', 'late', 'week6']),
  entryName: nullableString,
  displayName: z.string(),
  isEliminated: z.boolean(),
  eliminatedInWeek: nullableNumber,
  firstWeek: z.number(),
  createdAt: z.string(),
  pool: z.looseObject({ name: z.string(), entryFee: nullableNumber }),
  picks: z.array(
    z.looseObject({
      id: z.string(),
      entryId: z.string(),
      week: z.number(),
      pickedTeamId: z.number(),
      team: teamSummary,
      isCorrect: z.nullable(z.boolean()),
      isFinalized: z.boolean(),
      lockAt: z.string(),
    }),
  ),
});

export const mySurvivorEntryResponse: z.ZodMiniType<MySurvivorEntry> = z.looseObject({
  entry: z.nullable(survivorEntry),
  message: nullableString,
});

export const week6EntriesResponse: z.ZodMiniType<SurvivorEntry[]> = z.array(survivorEntry);

export const week6RegistrationResult: z.ZodMiniType<Week6Registration> = z.looseObject({
  message: z.string(),
  entries: z.array(survivorEntry),
});

export const week6RegistrationStatusResponse: z.ZodMiniType<Week6RegistrationStatus> = z.looseObject({
  isOpen: z.boolean(),
  closeWeek: z.number(),
  closesAt: nullableString,
  closesAtText: nullableString,
  entries: z.number(),
  alive: z.number(),
});

/** A pool setting; null when it was never set. */
export const settingResponse: z.ZodMiniType<SettingValue | null> = z.nullable(
  z.looseObject({ key: z.string(), value: nullableString }),
);

export const moneyAmountsResponse: z.ZodMiniType<MoneyAmounts> = z.looseObject({
  currency: z.string(),
  survivorEntry: z.number(),
  weeklyWinner: z.number(),
  weeklyTies: z.enum(['tiebreaker', 'split']),
  seasonFirst: z.number(),
  seasonSecond: z.number(),
  survivorWinner: z.number(),
  squaresQuarters: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

const moneyLine: z.ZodMiniType<MoneyLine> = z.looseObject({
  userId: z.string(),
  displayName: z.string(),
  owed: z.number(),
  paid: z.number(),
  won: z.number(),
  projected: z.number(),
  balance: z.number(),
  items: z.array(
    z.looseObject({
      kind: z.enum(['owed', 'won']),
      source: z.enum([
        'survivor-entry',
        'late-entry',
        'week6-entry',
        'square',
        'weekly-winner',
        'season-first',
        'season-second',
        'survivor-winner',
        'late-entry-winner',
        'week6-winner',
        'squares-quarter',
        'earlier-season',
      ]),
      label: z.string(),
      amount: z.number(),
      projected: z.boolean(),
    }),
  ),
  payments: z.array(
    z.looseObject({
      id: z.string(),
      userId: z.string(),
      amount: z.number(),
      paidOn: z.string(),
      note: z.string(),
      recordedAt: z.string(),
      recordedBy: z.string(),
      correctsPaymentId: nullableString,
    }),
  ),
});

/** GET /api/money/me: the dashboard's "Your money". */
export const myMoneyResponse: z.ZodMiniType<MyMoney> = z.looseObject({
  season: z.number(),
  amounts: moneyAmountsResponse,
  line: moneyLine,
});

/** GET /api/admin/money, and the answer of a recorded payment. */
export const ledgerResponse: z.ZodMiniType<Ledger> = z.looseObject({
  season: z.number(),
  amounts: moneyAmountsResponse,
  rows: z.array(moneyLine),
  totals: z.looseObject({
    owed: z.number(),
    paid: z.number(),
    won: z.number(),
    projected: z.number(),
    balance: z.number(),
  }),
  superBowl: z.nullable(
    z.looseObject({ quarters: z.array(z.looseObject({ away: z.number(), home: z.number() })) }),
  ),
});
