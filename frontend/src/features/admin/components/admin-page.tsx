import { Badge, Field, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { type AdminSection, adminSections, chosenSection } from '@/features/admin/admin-sections';
import { AdminPrivilegesCard } from '@/features/admin/components/admin-privileges-card';
import {
  ContentSection,
  OverridePicksSection,
  SquaresSection,
  SurvivorSection,
  UsersSection,
} from '@/features/admin/components/coming-soon-sections';
import { DataSyncTab } from '@/features/admin/components/data-sync/data-sync-tab';
import { PoolSettingsTab } from '@/features/admin/components/pool-settings/pool-settings-tab';
import { TestingTab } from '@/features/admin/components/testing/testing-tab';
import { useAdminCurrentWeek } from '@/features/admin/hooks/use-admin-current-week';
import { useDocumentTitle } from '@/lib/use-document-title';

const sectionViews: Record<AdminSection, ComponentType> = {
  'data-sync': DataSyncTab,
  'pool-settings': PoolSettingsTab,
  squares: SquaresSection,
  survivor: SurvivorSection,
  content: ContentSection,
  'override-picks': OverridePicksSection,
  testing: TestingTab,
  users: UsersSection,
};

/** /admin: eight sections as tabs on wide screens and a select on phones; the section is in the address. */
export const AdminPage = () => {
  useDocumentTitle('Admin Dashboard · NFL Pool');
  const currentWeek = useAdminCurrentWeek();
  const [params, setParams] = useSearchParams();
  const section = chosenSection(params.get('tab'));
  const choose = (next: AdminSection) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Schedule, scores, settings and testing tools for the pool."
        actions={
          currentWeek !== null && (
            <Badge size="lg" variant="surface" colorPalette="brand">
              Current week: {currentWeek}
            </Badge>
          )
        }
      />
      <Tabs.Root
        value={section}
        onValueChange={(details) => choose(details.value as AdminSection)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List hideBelow="md" mb="5" overflowX="auto" css={{ scrollbarWidth: 'none' }}>
          {adminSections.map((definition) => (
            <Tabs.Trigger
              key={definition.value}
              value={definition.value}
              fontWeight="semibold"
              whiteSpace="nowrap"
            >
              {definition.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Field.Root hideFrom="md" mb="4">
          <Field.Label srOnly>Admin section</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={section}
              onChange={(event) => choose(event.target.value as AdminSection)}
              bg="bg"
              fontWeight="semibold"
            >
              {adminSections.map((definition) => (
                <option key={definition.value} value={definition.value}>
                  {definition.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {adminSections.map((definition) => {
          const View = sectionViews[definition.value];
          return (
            <Tabs.Content key={definition.value} value={definition.value} pt="0">
              <View />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <AdminPrivilegesCard />
    </Stack>
  );
};
