import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  /** Undefined while the setting loads. */
  checked: boolean | undefined;
  onText: string;
  offText: string;
  pending?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off pool setting: the switch, and a line saying what the current state means. */
export const SettingSwitch = ({ label, checked, onText, offText, pending, onChange }: SettingSwitchProps) => {
  const statusId = useId();
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
