import { LATE_RUN_MS, lateRunText, scheduleText } from '../../shared/auto-pick-schedule';
import type {
  AuditPerson,
  AutoPickResult,
  ScheduleConfig,
  ScheduleStatus,
} from '../../shared/schemas/admin-people';
import { type AuditRecord, recordAudit, SCHEDULER } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { nextRunAfter, readScheduleConfig } from '../lib/auto-pick-schedule';
import { now } from '../lib/clock';
import {
  getAutoPickStatus,
  moveArmedRun,
  putLastRun,
  putScheduleConfig,
} from '../lib/data/auto-pick-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { assignMissingPicks } from './auto-pick-service';
import { updateCloudSchedule } from './cloud-schedule';

export const scheduleStatus = async (): Promise<ScheduleStatus> => {
  const [schedule, status] = await Promise.all([readScheduleConfig(), getAutoPickStatus()]);
  const at = now();
  const next = nextRunAfter(schedule, at);
  return {
    ...schedule,
    scheduleText: scheduleText(schedule.cronExpression, schedule.timezone, next ?? at),
    lastRun: status.lastRun,
    nextRun: next?.toISOString() ?? null,
  };
};

/** Points the local scheduler at the schedule's next time after now (the read-then-move may race a tick). */
const rearm = async (schedule: ScheduleConfig) => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { armedFor } = await getAutoPickStatus();
    if (await moveArmedRun(armedFor, nextRunAfter(schedule, now())?.toISOString() ?? null)) return;
  }
};

/** Stores the schedule and applies it at once: the local scheduler re-arms, the AWS schedule is updated. */
export const updateSchedule = async (
  session: LoadedSession,
  schedule: ScheduleConfig,
): Promise<ScheduleStatus> => {
  const before = await readScheduleConfig();
  await putScheduleConfig(schedule);
  await Promise.all([rearm(schedule), updateCloudSchedule(schedule)]);
  const status = await scheduleStatus();
  await recordAudit(session, {
    action: 'setting.change',
    summary: `Auto-pick schedule: ${status.scheduleText}, ${schedule.enabled ? 'enabled' : 'disabled'}`,
    before,
    after: schedule,
  });
  return status;
};

/**
 * Runs the auto-pick for a week and records it: the last run for the status, a line in the audit log
 * (which says when a scheduled run came late: "ran at 2:10 PM, due 1:05 PM").
 */
export const runAutoPick = async (
  week: number,
  trigger: 'manual' | 'schedule',
  by: LoadedSession | AuditPerson,
  late: string | null = null,
): Promise<AutoPickResult> => {
  const result = await assignMissingPicks(week);
  const run = {
    at: now().toISOString(),
    week,
    trigger,
    weeklyAssigned: result.weekly.assignments.length,
    survivorAssigned: result.survivor.picks.length,
  };
  await putLastRun(run);
  const audit: AuditRecord = {
    action: 'autopick.run',
    summary: `Auto-pick for Week ${week} (${trigger}${late ? `, ${late}` : ''}): ${run.weeklyAssigned} weekly picks, ${run.survivorAssigned} survivor picks`,
    after: result,
  };
  await recordAudit(by, audit);
  return result;
};

/** A scheduled run, and whether it came late ("ran at 2:10 PM, due 1:05 PM"). */
export type ScheduledAutoPick = AutoPickResult & { late: string | null };

/** What a scheduled run did, as the jobs report it. */
export interface ScheduledRunSummary {
  week: number;
  weeklyAssigned: number;
  survivorAssigned: number;
  late: string | null;
}

export const scheduledRunSummary = (run: ScheduledAutoPick): ScheduledRunSummary => ({
  week: run.week,
  weeklyAssigned: run.weekly.assignments.length,
  survivorAssigned: run.survivor.picks.length,
  late: run.late,
});

/** A run missed by more than a day is not made up: its Sunday has been played, and the pool may be in another week. */
const MAKE_UP_WITHIN_MS = 24 * 60 * 60 * 1000;

/** EventBridge Scheduler may call a moment before the minute it was set for. */
const EARLY_CALL_MS = 60 * 1000;

/**
 * Takes the run armed for `armedFor` (what the caller read; null when nothing was armed) by moving the
 * armed time on to the schedule's next after now, and runs it for the pool's current week. The move
 * is conditional on the armed time the caller read, so of two wake-ups for one run only one runs it.
 */
const takeArmedRun = async (
  schedule: ScheduleConfig,
  armedFor: string | null,
  at: Date,
): Promise<ScheduledAutoPick | null> => {
  if (!(await moveArmedRun(armedFor, nextRunAfter(schedule, at)?.toISOString() ?? null))) return null;
  const due = armedFor ? new Date(armedFor) : at;
  if (at.getTime() - due.getTime() > MAKE_UP_WITHIN_MS) return null;
  const late = lateRunText(now(), due, schedule.timezone);
  const week = (await readPoolSettings()).currentWeek;
  return { ...(await runAutoPick(week, 'schedule', SCHEDULER, late)), late };
};

/**
 * A run EventBridge Scheduler calls for (the auto-pick function in AWS): the armed run when its time
 * has come, or this call's own time when nothing was armed. Null when the armed run is still ahead:
 * a wake-up that found it missed has run it already.
 */
export const runScheduledAutoPick = async (): Promise<ScheduledAutoPick | null> => {
  const [schedule, { armedFor }] = await Promise.all([readScheduleConfig(), getAutoPickStatus()]);
  const at = now();
  if (!schedule.enabled || (armedFor && Date.parse(armedFor) > at.getTime() + EARLY_CALL_MS)) return null;
  return takeArmedRun(schedule, armedFor, at);
};

/**
 * Arms the next scheduled time after `since` (or now) when nothing is armed, disarms a schedule that
 * is off; the armed run once its time has come by now, else null.
 */
const armedRunDue = async (
  since: Date | null = null,
): Promise<{ schedule: ScheduleConfig; armedFor: string; at: Date } | null> => {
  const [schedule, { armedFor }] = await Promise.all([readScheduleConfig(), getAutoPickStatus()]);
  const at = now();
  if (!armedFor || !schedule.enabled) {
    const next = nextRunAfter(schedule, since ?? at)?.toISOString() ?? null;
    if (armedFor !== next) await moveArmedRun(armedFor, next);
    return null;
  }
  return Date.parse(armedFor) <= at.getTime() ? { schedule, armedFor, at } : null;
};

/**
 * Arms the schedule from `since` when nothing is armed: the local stack does so with the pool time it
 * started at, so a run whose time passes while it starts (the seed of a running demo clock takes a
 * while) is made up on the first tick, audited as late.
 */
export const armAutoPick = async (since: Date): Promise<void> => {
  await armedRunDue(since);
};

/**
 * One look of the local scheduler at the pool clock (EventBridge Scheduler's part in AWS): whether
 * the armed run's time has come, however long ago (the laptop slept, or the process was stopped).
 */
export const autoPickDue = async (): Promise<boolean> => (await armedRunDue()) !== null;

/** The local scheduler's auto-pick: the armed run once its time has come, null when nothing was due. */
export const runDueAutoPick = async (): Promise<ScheduledAutoPick | null> => {
  const due = await armedRunDue();
  return due && takeArmedRun(due.schedule, due.armedFor, due.at);
};

/**
 * The game-day job's look (every few minutes in AWS) for a run EventBridge Scheduler missed: the
 * armed run once it is more than LATE_RUN_MS overdue, run late, once.
 */
export const runMissedAutoPick = async (): Promise<ScheduledAutoPick | null> => {
  const due = await armedRunDue();
  if (!due || due.at.getTime() - Date.parse(due.armedFor) <= LATE_RUN_MS) return null;
  return takeArmedRun(due.schedule, due.armedFor, due.at);
};
