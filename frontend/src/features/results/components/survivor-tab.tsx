import { EmptyMessage } from '@/components/empty-message';

/** Survivor standings arrive with the survivor pool itself. */
export const SurvivorTab = () => (
  <EmptyMessage title="Survivor results are coming">
    Survivor pool standings and the week-by-week survivor picks will show here once the survivor pool opens.
  </EmptyMessage>
);
