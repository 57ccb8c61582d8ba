import { Badge, Stack, Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPrivilegesCard } from '@/app/admin/admin-privileges-card';
import { type AdminSection, adminSections, chosenSection } from '@/app/admin/admin-sections';
import { PageHeader } from '@/components/page-header';
import { ResponsiveTabs } from '@/components/responsive-tabs';
import { AuditTab } from '@/features/admin-audit/components/audit-tab';
import { ContentTab } from '@/features/admin-content/components/content-tab';
import { DataSyncTab } from '@/features/admin-games/components/data-sync-tab';
import { TestingTab } from '@/features/admin-games/components/testing-tab';
import { MoneyTab } from '@/features/admin-money/components/money-tab';
import { OutboxTab } from '@/features/admin-outbox/components/outbox-tab';
import { UsersTab } from '@/features/admin-people/components/users-tab';
import { OverridePicksTab } from '@/features/admin-picks/components/override-picks-tab';
import { PoolSettingsTab } from '@/features/admin-settings/components/pool-settings-tab';
import { SquaresTab } from '@/features/admin-squares/components/squares-tab';
import { SurvivorSection } from '@/features/admin-survivor/components/survivor-tab';
import { useJoinRequests } from '@/lib/admin/api/get-join-requests';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';
import { useDocumentTitle } from '@/lib/use-document-title';

const sectionViews: Record<AdminSection, ComponentType> = {
  'data-sync': DataSyncTab,
  'pool-settings': PoolSettingsTab,
  squares: SquaresTab,
  survivor: SurvivorSection,
  content: ContentTab,
  'override-picks': OverridePicksTab,
  testing: TestingTab,
  users: UsersTab,
  money: MoneyTab,
  audit: AuditTab,
  outbox: OutboxTab,
};

/** /admin: the spec's eight sections and ours (the money, the audit log, the outbox; Users counts the people waiting to join) as tabs on wide screens and a select on phones; the section is in the address. */
export const AdminPage = () => {
  useDocumentTitle('Admin Dashboard · NFL Pool');
  const currentWeek = useAdminCurrentWeek();
  const [params, setParams] = useSearchParams();
  const section = chosenSection(params.get('tab'));
  const joinRequests = useJoinRequests(true);
  const tabs = adminSections.map((tab) =>
    tab.value === 'users' ? { ...tab, count: joinRequests.data?.length } : tab,
  );
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
      <ResponsiveTabs
        tabs={tabs}
        value={section}
        onValueChange={choose}
        selectLabel="Admin section"
        scrollable
      >
        {adminSections.map((definition) => {
          const View = sectionViews[definition.value];
          return (
            <Tabs.Content key={definition.value} value={definition.value} pt="0">
              <View />
            </Tabs.Content>
          );
        })}
      </ResponsiveTabs>
      <AdminPrivilegesCard />
    </Stack>
  );
};
