import { GetScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { cronParts } from '../../shared/auto-pick-schedule';
import type { ScheduleConfig } from '../../shared/schemas/admin-people';
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
 * function, so a change applies at once. UpdateSchedule replaces the whole schedule, so the target
 * the stack gave it is read first and sent back unchanged. False where no schedule is configured
 * (on a laptop the in-process scheduler reads the stored schedule).
 */
export const updateCloudSchedule = async (
  schedule: ScheduleConfig,
  client: SchedulerClient = new SchedulerClient({ region: config.region() }),
): Promise<boolean> => {
  const Name = config.autoPickScheduleName();
  if (!Name) return false;
  const GroupName = config.autoPickScheduleGroup();
  const current = await client.send(new GetScheduleCommand({ Name, GroupName }));
  await client.send(
    new UpdateScheduleCommand({
      Name,
      GroupName,
      Description: current.Description,
      ScheduleExpression: eventBridgeCron(schedule.cronExpression),
      ScheduleExpressionTimezone: schedule.timezone,
      State: schedule.enabled ? 'ENABLED' : 'DISABLED',
      FlexibleTimeWindow: current.FlexibleTimeWindow ?? { Mode: 'OFF' },
      Target: current.Target,
    }),
  );
  return true;
};
