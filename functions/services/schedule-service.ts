import { scheduleText } from '../../shared/auto-pick-schedule';
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

/** Runs the auto-pick for a week and records it: the last run for the status, a line in the audit log. */
export const runAutoPick = async (
  week: number,
  trigger: 'manual' | 'schedule',
  by: LoadedSession | AuditPerson,
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
    summary: `Auto-pick for Week ${week} (${trigger}): ${run.weeklyAssigned} weekly picks, ${run.survivorAssigned} survivor picks`,
    after: result,
  };
  await recordAudit(by, audit);
  return result;
};

/** The scheduled run (EventBridge in AWS, the local scheduler on a laptop): the pool's current week. */
export const runScheduledAutoPick = async (): Promise<AutoPickResult> =>
  runAutoPick((await readPoolSettings()).currentWeek, 'schedule', SCHEDULER);

/**
 * One look of the local scheduler at the pool clock (EventBridge Scheduler's part in AWS): arms the
 * next scheduled time when none is armed, and when the armed time has come, moves it on and says the
 * run is due (to this caller only, so a run never happens twice).
 */
export const claimDueAutoPick = async (): Promise<boolean> => {
  const [schedule, { armedFor }] = await Promise.all([readScheduleConfig(), getAutoPickStatus()]);
  const at = now();
  const next = nextRunAfter(schedule, at)?.toISOString() ?? null;
  if (!armedFor || !schedule.enabled) {
    if (armedFor !== next) await moveArmedRun(armedFor, next);
    return false;
  }
  if (Date.parse(armedFor) > at.getTime()) return false;
  return moveArmedRun(armedFor, next);
};

/** The local scheduler's auto-pick: the scheduled run when its time has come, null when nothing was due. */
export const runDueAutoPick = async (): Promise<AutoPickResult | null> =>
  (await claimDueAutoPick()) ? runScheduledAutoPick() : null;
