import { Menu, Portal } from '@chakra-ui/react';
import {
  type PushReminderPreference,
  type ReminderLeadHours,
  reminderLeadHours,
  reminderLeadLabel,
} from '@shared/reminders';
import { type ReactNode, useState } from 'react';
import { useReminderPreference } from '@/features/profile-menu/api/reminder-preference';
import { toaster } from '@/lib/toaster';
import { ProfileNameButton } from './profile-name-button';
import { PushMenuItems } from './push-menu-items';

interface ProfileMenuProps {
  /** What opens the menu: the player's name in the header, a button in the phone drawer. */
  trigger: ReactNode;
  /** Inside the phone drawer the menu stays in the drawer's layer instead of a portal. */
  inline?: boolean;
  /** Opens as it mounts: the player tapped the name before the menu's code arrived. */
  defaultOpen?: boolean;
}

/**
 * The signed-in player's menu: missing-picks emails and how long before the week's first kickoff,
 * push on this device, which reminders come as a push, and the devices with push.
 */
export const ProfileMenu = ({ trigger, inline = false, defaultOpen = false }: ProfileMenuProps) => {
  const [opened, setOpened] = useState(defaultOpen);
  const { preference, save } = useReminderPreference(opened);
  const saved = (next: NonNullable<typeof preference>, title: string) =>
    save(next).then(
      () => toaster.success({ title }),
      (error: Error) => toaster.error({ title: 'Could not save your reminders', description: error.message }),
    );
  const change = (next: NonNullable<typeof preference>) =>
    saved(
      next,
      next.enabled ? `Reminders on: ${reminderLeadLabel(next.leadHours)} the first kickoff` : 'Reminders off',
    );
  const changePush = (push: PushReminderPreference, label: string, on: boolean) =>
    preference &&
    void saved({ ...preference, push }, `Push when ${label.toLowerCase()}: ${on ? 'on' : 'off'}`);
  const content = (
    <Menu.Positioner>
      <Menu.Content minW="72" maxH="min(80vh, 40rem)" overflowY="auto">
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>Reminders</Menu.ItemGroupLabel>
          <Menu.CheckboxItem
            value="enabled"
            checked={preference?.enabled ?? false}
            disabled={!preference}
            closeOnSelect={false}
            onCheckedChange={(enabled) => preference && void change({ ...preference, enabled })}
          >
            Email me when I have missing picks
            <Menu.ItemIndicator />
          </Menu.CheckboxItem>
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.RadioItemGroup
          value={String(preference?.leadHours ?? '')}
          onValueChange={({ value }) =>
            preference && void change({ ...preference, leadHours: Number(value) as ReminderLeadHours })
          }
        >
          <Menu.ItemGroupLabel>Send it before the week’s first kickoff</Menu.ItemGroupLabel>
          {reminderLeadHours.map((hours) => (
            <Menu.RadioItem
              key={hours}
              value={String(hours)}
              disabled={!preference?.enabled}
              closeOnSelect={false}
            >
              {reminderLeadLabel(hours)}
              <Menu.ItemIndicator />
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
        <Menu.Separator />
        <PushMenuItems opened={opened} preference={preference} savePush={changePush} />
      </Menu.Content>
    </Menu.Positioner>
  );
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      onOpenChange={({ open }) => open && setOpened(true)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      {inline ? content : <Portal>{content}</Portal>}
    </Menu.Root>
  );
};

/** The header's trigger: the player's name. */
export const ProfileMenuButton = ({ name, defaultOpen }: { name: string; defaultOpen: boolean }) => (
  <ProfileMenu trigger={<ProfileNameButton name={name} />} defaultOpen={defaultOpen} />
);
