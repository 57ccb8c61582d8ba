import { GetScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventBridgeCron, updateCloudSchedule } from './cloud-schedule';

const scheduler = mockClient(SchedulerClient);
const target = {
  Arn: 'arn:aws:lambda:us-east-1:123456789012:function:pool-auto-pick',
  RoleArn: 'arn:aws:iam::123456789012:role/pool-scheduler',
};

describe('the AWS auto-pick schedule', () => {
  beforeEach(() => {
    scheduler.reset();
    process.env.AUTOPICK_SCHEDULE_NAME = 'pool-auto-pick';
    process.env.AUTOPICK_SCHEDULE_GROUP = 'pool';
  });
  afterEach(() => {
    delete process.env.AUTOPICK_SCHEDULE_NAME;
    delete process.env.AUTOPICK_SCHEDULE_GROUP;
  });

  it('writes the cron the way EventBridge Scheduler reads it', () => {
    expect(eventBridgeCron('5 13 * * 0')).toBe('cron(5 13 ? * SUN *)');
    expect(eventBridgeCron('30 9 * * 6')).toBe('cron(30 9 ? * SAT *)');
    expect(() => eventBridgeCron('5 13 1 * 0')).toThrow();
  });

  it('updates the schedule with the new time, zone and state, keeping the target the stack gave it', async () => {
    scheduler.on(GetScheduleCommand).resolves({
      Name: 'pool-auto-pick',
      Description: 'Sunday auto-pick',
      Target: target,
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    scheduler.on(UpdateScheduleCommand).resolves({});
    const updated = await updateCloudSchedule({
      cronExpression: '30 12 * * 0',
      timezone: 'America/Chicago',
      enabled: false,
    });
    expect(updated).toBe(true);
    expect(scheduler.commandCalls(GetScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'pool-auto-pick',
      GroupName: 'pool',
    });
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'pool-auto-pick',
      GroupName: 'pool',
      Description: 'Sunday auto-pick',
      ScheduleExpression: 'cron(30 12 ? * SUN *)',
      ScheduleExpressionTimezone: 'America/Chicago',
      State: 'DISABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: target,
    });
  });

  it('leaves AWS alone where no schedule is configured (the laptop)', async () => {
    delete process.env.AUTOPICK_SCHEDULE_NAME;
    const updated = await updateCloudSchedule({
      cronExpression: '5 13 * * 0',
      timezone: 'UTC',
      enabled: true,
    });
    expect(updated).toBe(false);
    expect(scheduler.calls()).toEqual([]);
  });

  it('fails loudly when AWS refuses, so the admin hears of it', async () => {
    scheduler.on(GetScheduleCommand).rejects(new Error('AccessDenied'));
    await expect(
      updateCloudSchedule({ cronExpression: '5 13 * * 0', timezone: 'UTC', enabled: true }),
    ).rejects.toThrow('AccessDenied');
  });
});
