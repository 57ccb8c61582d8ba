import { Button, Dialog, Portal, Stack, StackSeparator } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import type { User } from '@shared/user';
import { useState } from 'react';
import { MnfOverride } from '@/features/admin-picks/components/mnf-override';
import type { OverrideKind, SubmitOverride } from '@/features/admin-picks/components/override-submit';
import { SurvivorOverride } from '@/features/admin-picks/components/survivor-override';
import { WeeklyPicksOverride } from '@/features/admin-picks/components/weekly-picks-override';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';

/** Whose picks of which week the dialog overrides. */
export interface OverrideTarget {
  user: User;
  week: number;
}

interface OverrideDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its content stays until it is gone. */
  target: OverrideTarget | null;
  onClose: () => void;
}

/** Load Picks opens it: the player's weekly picks, MNF total and survivor pick, each overridden on its own. */
export const OverrideDialog = ({ open, target, onClose }: OverrideDialogProps) => {
  const [pending, setPending] = useState<OverrideKind | null>(null);
  const refreshPoolData = useRefreshPoolData();

  const submit: SubmitOverride = async (kind, send, failure) => {
    setPending(kind);
    try {
      const toast = await send();
      void refreshPoolData();
      reportAdminSuccess(toast.title, toast.description);
      onClose();
    } catch (error) {
      reportAdminError(error, failure);
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && pending === null) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', sm: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {target && (
            <Dialog.Content key={`${target.user.id}/${target.week}`}>
              <Dialog.Header>
                <Dialog.Title>
                  Override {displayName(target.user)} · Week {target.week}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5" separator={<StackSeparator />}>
                  <WeeklyPicksOverride {...target} pending={pending} onSubmit={submit} />
                  <MnfOverride {...target} pending={pending} onSubmit={submit} />
                  <SurvivorOverride {...target} pending={pending} onSubmit={submit} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending !== null}>
                  Cancel
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
