import { Alert, Link, Separator } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminCard } from '@/components/admin/admin-card';
import { SettingSwitch } from '@/components/admin/setting-switch';
import { useSetPicksEnabled } from '@/features/admin-settings/api/set-picks-enabled';
import { useSetResultsVisibility } from '@/features/admin-settings/api/set-results-visibility';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { useSetting } from '@/lib/api/get-setting';

/** Pick submission and results visibility for every player. */
export const PickSettingsCard = () => {
  const picksEnabled = useSetting('picks_enabled');
  const showAllResults = useSetting('show_all_results');
  const picks = useSetPicksEnabled();
  const results = useSetResultsVisibility();
  const refreshPoolData = useRefreshPoolData();

  const togglePicks = async (isEnabled: boolean) => {
    try {
      await picks.trigger(isEnabled);
    } catch (error) {
      reportAdminError(error, 'Failed to update pick submission settings');
      return;
    }
    await Promise.allSettled([picksEnabled.mutate(), refreshPoolData()]);
    reportAdminSuccess(
      isEnabled ? 'Picks enabled' : 'Picks disabled',
      isEnabled ? 'Players can submit picks.' : 'Pick submission is disabled.',
    );
  };

  const toggleResults = async (show: boolean) => {
    try {
      await results.trigger(show);
    } catch (error) {
      reportAdminError(error, 'Failed to update results visibility settings');
      return;
    }
    await showAllResults.mutate();
    reportAdminSuccess(
      'Results visibility updated',
      show ? 'Players can see all results.' : 'Results are hidden until picks close.',
    );
  };

  return (
    <AdminCard title="Picks & Results" description="Settings every player feels at once.">
      <SettingSwitch
        label="Enable Picks"
        setting={picksEnabled.value}
        onText="Players can submit picks"
        offText="Pick submission is disabled"
        pending={picks.isMutating}
        onChange={togglePicks}
      />
      <Separator />
      <SettingSwitch
        label="Show All Results"
        setting={showAllResults.value}
        onText="Players see the weekly picks grid of everyone"
        offText="Players see results once picks are closed"
        pending={results.isMutating}
        onChange={toggleResults}
      />
      <Alert.Root status="info" variant="subtle" size="sm" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            Whatever these switches say, each game still locks at its kickoff. The rules players read are
            edited on the{' '}
            <Link asChild fontWeight="semibold" textDecoration="underline">
              <RouterLink to="/rules">Rules page</RouterLink>
            </Link>
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </AdminCard>
  );
};
