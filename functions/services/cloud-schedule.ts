import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { cronParts } from '../../shared/auto-pick-schedule';
import type { ScheduleConfig } from '../../shared/schemas/admin-people';
import { updateNamedSchedule } from '../lib/cloud-schedule';
import { config } from '../lib/config';

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** "5 13 * * 0" as EventBridge Scheduler writes it: cron(5 13 ? * SUN *). */
export const eventBridgeCron = (cron: string): string => {
  const parts = cronParts(cron);
  if (!parts) throw new Error(`Not a minute-hour-weekday cron: ${cron}`);
  return `cron(${parts.minute} ${parts.hour} ? * ${DAY_NAMES[parts.weekday]} *)`;
};

/**
 * In AWS, puts the stored schedule on the EventBridge Scheduler schedule that invokes the auto-pick
 * function. False where no schedule is configured (on a laptop the in-process scheduler reads the
 * stored schedule).
 */
export const updateCloudSchedule = async (
  schedule: ScheduleConfig,
  client?: SchedulerClient,
): Promise<boolean> => {
  const name = config.autoPickScheduleName();
  if (!name) return false;
  await updateNamedSchedule(
    { name, group: config.autoPickScheduleGroup() },
    {
      expression: eventBridgeCron(schedule.cronExpression),
      timezone: schedule.timezone,
      enabled: schedule.enabled,
    },
    client,
  );
  return true;
};
