import { Menu, Text } from '@chakra-ui/react';
import type { PushReminderPreference, ReminderPreference } from '@shared/reminders';
import { MAX_PUSH_DEVICES, type PushDevice } from '@shared/schemas/push';
import { useState } from 'react';
import { usePushDevices } from '@/features/profile-menu/api/push-devices';
import { PushNotAllowed } from '@/features/profile-menu/api/push-on-this-device';
import { serverMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/auth';
import { toaster } from '@/lib/toaster';
import { hasFullAppAccess } from '@/lib/user';

/** This device's push as the menu shows it; `limit`: off, and the player has the most devices already. */
type PushStatus = 'reading' | 'unsupported' | 'denied' | 'on' | 'off' | 'limit';

const statusNotes: Record<PushStatus, string> = {
  reading: 'Checking this device…',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add the pool to your Home Screen and open it from there.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn push on here.',
  on: 'Push is on for this device.',
  off: 'Push is off for this device.',
  limit: `Push is on for ${MAX_PUSH_DEVICES} devices already: remove one below to turn it on here.`,
};

const pushChoices: { choice: keyof PushReminderPreference; label: string }[] = [
  { choice: 'picksMissing', label: 'My picks are missing' },
  { choice: 'survivorMissing', label: 'My survivor pick is missing' },
  { choice: 'weekGraded', label: 'My week is graded' },
];
/**
 * A player without the weekly pool (late entry or Week 6 only) picks survivor teams alone: their
 * missing picks are their survivor picks and no weekly board grades their week, so the server sends
 * them the survivor push only.
 */
const survivorOnlyChoices = pushChoices.filter(({ choice }) => choice === 'survivorMissing');

const pushServiceNames: [RegExp, string][] = [
  [/^fcm\.googleapis\.com$/, 'Chrome or Android'],
  [/^updates\.push\.services\.mozilla\.com$/, 'Firefox'],
  [/\.push\.apple\.com$/, 'Safari'],
  [/\.notify\.windows\.com$/, 'Edge or Windows'],
];

/** The kind of device a push service serves, for a list the player can tell apart. */
const deviceName = (service: string) => pushServiceNames.find(([host]) => host.test(service))?.[1] ?? service;

const sinceFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

interface PushMenuItemsProps {
  /** The menu has opened: read the devices now, not with every page. */
  opened: boolean;
  preference: ReminderPreference | undefined;
  savePush: (push: PushReminderPreference, label: string, on: boolean) => void;
}

/** The profile menu's push: this device on or off, which reminders come as a push, and the device list. */
export const PushMenuItems = ({ opened, preference, savePush }: PushMenuItemsProps) => {
  const { devices, thisDevice, turnOn, turnOff, remove } = usePushDevices(opened);
  const { user } = useCurrentUser();
  const choices = !user || hasFullAppAccess(user) ? pushChoices : survivorOnlyChoices;
  /** One change at a time: a second tap while the first is on its way does nothing. */
  const [busy, setBusy] = useState(false);
  const oneAtATime = (change: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    void change().finally(() => setBusy(false));
  };
  const status: PushStatus =
    !thisDevice || !devices
      ? 'reading'
      : thisDevice.permission !== 'allowed'
        ? thisDevice.permission
        : devices.some((device) => device.id === thisDevice.deviceId)
          ? 'on'
          : devices.length >= MAX_PUSH_DEVICES
            ? 'limit'
            : 'off';

  const failed = (title: string) => (error: unknown) =>
    error instanceof PushNotAllowed
      ? toaster.error({ title: 'Notifications not allowed for this site' })
      : toaster.error({ title, description: serverMessage(error, 'Please try again.') });
  const turnOnHere = () =>
    turnOn().then(
      () => toaster.success({ title: 'Push on for this device' }),
      failed('Could not turn push on'),
    );
  const turnOffHere = () =>
    turnOff().then(
      () => toaster.success({ title: 'Push off for this device' }),
      failed('Could not turn push off'),
    );
  const removeDevices = (which: PushDevice[]) =>
    remove(which.map((device) => device.id)).then(
      () =>
        toaster.success({
          title:
            which.length === 1
              ? `Push off for ${deviceName(which[0]?.service ?? '')}`
              : 'Push off everywhere',
        }),
      failed('Could not turn push off'),
    );

  return (
    <>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Push on this device</Menu.ItemGroupLabel>
        <Text px="2" pb="1" textStyle="sm" color="fg.muted" maxW="72" data-push-status={status}>
          {statusNotes[status]}
        </Text>
        {status === 'on' ? (
          <Menu.Item
            value="push-off"
            closeOnSelect={false}
            disabled={busy}
            onSelect={() => oneAtATime(turnOffHere)}
          >
            Turn push off for this device
          </Menu.Item>
        ) : (
          <Menu.Item
            value="push-on"
            closeOnSelect={false}
            disabled={busy || status !== 'off'}
            onSelect={() => oneAtATime(turnOnHere)}
          >
            Turn push on for this device
          </Menu.Item>
        )}
      </Menu.ItemGroup>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Push me when</Menu.ItemGroupLabel>
        {choices.map(({ choice, label }) => (
          <Menu.CheckboxItem
            key={choice}
            value={choice}
            checked={preference?.push[choice] ?? false}
            disabled={!preference}
            closeOnSelect={false}
            onCheckedChange={(on) => preference && savePush({ ...preference.push, [choice]: on }, label, on)}
          >
            {label}
            <Menu.ItemIndicator />
          </Menu.CheckboxItem>
        ))}
      </Menu.ItemGroup>
      {devices && devices.length > 0 && (
        <>
          <Menu.Separator />
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>
              Devices with push ({devices.length} of {MAX_PUSH_DEVICES})
            </Menu.ItemGroupLabel>
            {devices.map((device) => (
              <Menu.Item
                key={device.id}
                value={`device-${device.id}`}
                closeOnSelect={false}
                disabled={busy}
                onSelect={() => oneAtATime(() => removeDevices([device]))}
              >
                <Text as="span" flex="1">
                  {deviceName(device.service)}
                  {device.id === thisDevice?.deviceId ? ' (this device)' : ''}
                  <Text as="span" display="block" textStyle="xs" color="fg.muted">
                    since {sinceFormat.format(Date.parse(device.createdAt))}
                  </Text>
                </Text>
                <Text as="span" textStyle="xs" color="fg.error">
                  Remove
                </Text>
              </Menu.Item>
            ))}
            <Menu.Item
              value="push-clear"
              closeOnSelect={false}
              disabled={busy}
              onSelect={() => oneAtATime(() => removeDevices(devices))}
            >
              Turn push off on every device
            </Menu.Item>
          </Menu.ItemGroup>
        </>
      )}
    </>
  );
};
