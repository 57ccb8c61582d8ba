import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { isSettingOn } from '@shared/pick-lock';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  /** The setting's stored text ('true' is on); undefined while it loads. */
  setting: string | null | undefined;
  onText: string;
  offText: string;
  pending?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off pool setting: the switch, and a line saying what the current state means. */
export const SettingSwitch = ({ label, setting, onText, offText, pending, onChange }: SettingSwitchProps) => {
  const statusId = useId();
  const checked = setting === undefined ? undefined : isSettingOn(setting);
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked ?? false}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={checked === undefined || pending}
        size="lg"
        width="full"
        justifyContent="space-between"
        gap="4"
      >
        <Switch.HiddenInput aria-describedby={statusId} />
        <Switch.Label fontWeight="semibold" fontSize="md">
          {label}
        </Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <HStack id={statusId} gap="1.5" fontSize="sm" color={checked ? 'fg.success' : 'fg.muted'} minH="5">
        {checked !== undefined && <Text>{checked ? onText : offText}</Text>}
      </HStack>
    </Stack>
  );
};
