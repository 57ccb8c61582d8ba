import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { type JoinPolicy, joinPolicies } from '@shared/join-policy';
import { AdminCard } from '@/components/admin/admin-card';
import { useUpdatePoolSettings } from '@/features/admin-settings/api/update-pool-settings';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useSetting } from '@/lib/api/get-setting';

/** Each policy's name and the one line that says what it means. */
const policyTexts: Record<JoinPolicy, { label: string; meaning: string }> = {
  open: {
    label: 'Anyone who signs in',
    meaning: 'Whoever finds the site and signs in becomes a player.',
  },
  invite: {
    label: 'Only with the invite link',
    meaning: 'Only people who open the invite link (Admin → Users) can join.',
  },
  approval: {
    label: 'Invite link and approval',
    meaning: 'People who open the invite link wait until an admin approves them (Admin → Users).',
  },
};

const isJoinPolicy = (value: string | null | undefined): value is JoinPolicy =>
  joinPolicies.some((policy) => policy === value);

/**
 * Who can join the pool; saved as soon as it changes. Players already in the pool, and anyone
 * already approved, never notice it.
 */
export const JoinPolicyCard = () => {
  const setting = useSetting('join_policy');
  const { trigger, isMutating } = useUpdatePoolSettings();
  const current = isJoinPolicy(setting.value) ? setting.value : undefined;

  const choose = async (joinPolicy: JoinPolicy) => {
    try {
      await trigger({ joinPolicy });
    } catch (error) {
      reportAdminError(error, 'Failed to update who can join');
      return;
    }
    await setting.mutate();
    reportAdminSuccess('Who can join updated', `${policyTexts[joinPolicy].label}.`);
  };

  return (
    <AdminCard
      title="Who Can Join"
      description="Saved as soon as you change it. Players already in the pool are not affected."
    >
      <chakra.fieldset
        display="flex"
        flexDirection="column"
        gap="2"
        disabled={current === undefined || isMutating}
        aria-busy={current === undefined}
      >
        <Box as="legend" srOnly>
          Who can join
        </Box>
        {joinPolicies.map((policy) => (
          <Box
            as="label"
            key={policy}
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="3"
            borderWidth="1px"
            borderRadius="l2"
            cursor="pointer"
            borderColor={current === policy ? 'brand.solid' : 'border'}
            bg={current === policy ? 'brand.subtle' : undefined}
          >
            <chakra.input
              type="radio"
              name="join-policy"
              value={policy}
              checked={current === policy}
              onChange={() => void choose(policy)}
              mt="1"
              boxSize="4"
              flexShrink="0"
              css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
            />
            <Stack gap="0.5">
              <Text fontWeight="semibold">{policyTexts[policy].label}</Text>
              <Text fontSize="sm" color="fg.muted">
                {policyTexts[policy].meaning}
              </Text>
            </Stack>
          </Box>
        ))}
      </chakra.fieldset>
    </AdminCard>
  );
};
