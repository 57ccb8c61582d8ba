import { Badge, Field, NativeSelect, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TabChoice<T extends string> {
  value: T;
  label: string;
  /** Shown beside the label when above zero: how many things in the tab wait for the reader. */
  count?: number;
}

const countText = (count: number | undefined) => (count ? ` (${count})` : '');

interface ResponsiveTabsProps<T extends string> {
  tabs: readonly TabChoice<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The accessible name of the select that stands in for the tabs on phones. */
  selectLabel: string;
  /** Keeps the tabs on one line that scrolls sideways (without a scrollbar) when it is too wide. */
  scrollable?: boolean;
  /** One `Tabs.Content` per tab. */
  children: ReactNode;
}

/** Tabs on wide screens and a select on phones (when there is more than one tab), over the same views. */
export const ResponsiveTabs = <T extends string>({
  tabs,
  value,
  onValueChange,
  selectLabel,
  scrollable = false,
  children,
}: ResponsiveTabsProps<T>) => (
  <Tabs.Root
    value={value}
    onValueChange={(details) => onValueChange(details.value as T)}
    lazyMount
    unmountOnExit
    variant="line"
  >
    <Tabs.List
      hideBelow="md"
      mb="5"
      overflowX={scrollable ? 'auto' : undefined}
      css={scrollable ? { scrollbarWidth: 'none' } : undefined}
    >
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          fontWeight="semibold"
          whiteSpace={scrollable ? 'nowrap' : undefined}
        >
          {tab.label}
          {tab.count ? (
            <Badge colorPalette="orange" variant="solid" size="sm">
              {tab.count}
            </Badge>
          ) : null}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {tabs.length > 1 && (
      <Field.Root hideFrom="md" mb="4">
        <Field.Label srOnly>{selectLabel}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            value={value}
            onChange={(event) => onValueChange(event.target.value as T)}
            bg="bg"
            fontWeight="semibold"
          >
            {tabs.map((tab) => (
              <option key={tab.value} value={tab.value}>
                {`${tab.label}${countText(tab.count)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    )}
    {children}
  </Tabs.Root>
);
