import { Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ResponsiveTabs } from '@/components/responsive-tabs';
import { ContactCard } from '@/features/rules/components/contact-card';
import { OverviewTab } from '@/features/rules/components/overview-tab';
import { PrizesTab } from '@/features/rules/components/prizes-tab';
import { SquaresRulesTab } from '@/features/rules/components/squares-rules-tab';
import { SurvivorRulesTab } from '@/features/rules/components/survivor-rules-tab';
import { WeeklyPoolTab } from '@/features/rules/components/weekly-pool-tab';
import { chosenRulesTab, type RulesTab, rulesTabs } from '@/features/rules/rules-tabs';
import { useCurrentUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /rules: the admin's rules text, the weekly pool, survivor and squares, and who to ask. */
export const RulesPage = () => {
  useDocumentTitle('Rules · NFL Pool');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = chosenRulesTab(params.get('tab'));
  const choose = (next: RulesTab) => setParams({ tab: next }, { replace: true });

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader
        title="Rules"
        subtitle="How the weekly pool, survivor and squares work, and what they pay."
      />
      <ResponsiveTabs tabs={rulesTabs} value={tab} onValueChange={choose} selectLabel="Rules section">
        <Tabs.Content value="overview" pt="0">
          <OverviewTab isAdmin={user?.isAdmin === true} />
        </Tabs.Content>
        <Tabs.Content value="weekly-pool" pt="0">
          <WeeklyPoolTab />
        </Tabs.Content>
        <Tabs.Content value="survivor" pt="0">
          <SurvivorRulesTab />
        </Tabs.Content>
        <Tabs.Content value="squares" pt="0">
          <SquaresRulesTab />
        </Tabs.Content>
        <Tabs.Content value="prizes" pt="0">
          <PrizesTab />
        </Tabs.Content>
      </ResponsiveTabs>
      <ContactCard />
    </Stack>
  );
};
