import type { PoolSettingsInput } from './schemas/admin';

/** Pool settings are text values, as the spec stores them ('true' / 'false' or free text). */
export const settingKeys = [
  'picks_enabled',
  'show_all_results',
  'squares_visible',
  'rules',
  'push_rule',
  'late_entry_start_week',
  'week6_close_week',
  'line_freeze',
  'line_freeze_at',
  'current_week',
  /** Who can join (shared/join-policy.ts); unset reads the deployment's default (JOIN_POLICY). */
  'join_policy',
  /** The money amounts as JSON (shared/money/amounts.ts); unset reads the rules' numbers. */
  'money',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/**
 * The setting each field of PUT /api/admin/pool-settings writes: the route audits exactly these, and
 * a new field of the body does not compile until it names its setting here.
 */
export const poolSettingFields = {
  pushRule: 'push_rule',
  lateEntryStartWeek: 'late_entry_start_week',
  week6CloseWeek: 'week6_close_week',
  lineFreeze: 'line_freeze',
  lineFreezeAt: 'line_freeze_at',
  joinPolicy: 'join_policy',
} as const satisfies Record<keyof PoolSettingsInput, SettingKey>;

/** The settings any signed-in player may read through GET /api/settings/{key}. */
export const publicSettingKeys = [
  'picks_enabled',
  'show_all_results',
  'squares_visible',
  'rules',
  'push_rule',
  'late_entry_start_week',
  'week6_close_week',
  'line_freeze',
  'line_freeze_at',
  'join_policy',
] as const;
export type PublicSettingKey = (typeof publicSettingKeys)[number];

/**
 * The rules until an admin writes their own. Amounts are placeholders the pages fill from the
 * pool's money setting in its currency (shared/money/rules-text.ts), never numbers of their own.
 */
export const DEFAULT_RULES = `# Pool Rules

## Weekly Pool
Pick every game against the spread. A pick is correct when your team covers. The Monday night
total-points prediction breaks ties: the closest total wins. Weekly winner: {weeklyWinner}.
Season: 1st place {seasonFirst}, 2nd place {seasonSecond}.

## Survivor
Pick one team a week; you may use each team only once a season. Ties count as wins.
Survivor entry is {survivorEntry}; the winner takes {survivorWinner}. The late-entry group starts in
Week 6; its winner takes every late entry's fee, {lateEntryPrize}.

## Week 6 Survivor Pools
Up to 10 entries per player, {week6Entry} per entry, starting fresh at Week 6. Registration closes at
the first Week 6 kickoff; after that no entries join or leave.

## Super Bowl Squares
A 10x10 grid; squares open on February 1. Payouts: Q1 {squaresQ1}, Q2 {squaresQ2}, Q3 {squaresQ3},
final {squaresFinal}.
`;

export const defaultSettings: Record<
  Exclude<SettingKey, 'current_week' | 'money' | 'join_policy'>,
  string
> = {
  picks_enabled: 'true',
  show_all_results: 'true',
  squares_visible: 'false',
  rules: DEFAULT_RULES,
  push_rule: 'loss',
  late_entry_start_week: '6',
  /** The week whose first kickoff closes Week 6 pool registration (shared/week6-registration.ts). */
  week6_close_week: '6',
  /** 'kickoff' (each game's line freezes at its kickoff) or 'fixed' (at line_freeze_at of its week; shared/line-freeze.ts). */
  line_freeze: 'kickoff',
  line_freeze_at: 'thursday 12:00',
};
