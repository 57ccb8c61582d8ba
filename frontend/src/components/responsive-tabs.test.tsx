// @vitest-environment happy-dom
import { Tabs } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTabs } from '@/components/responsive-tabs';
import { renderWithApp } from '@/test-support/render-with-app';

const tabs = [
  { value: 'settings', label: 'Pool Settings' },
  { value: 'users', label: 'Users', count: 2 },
  { value: 'money', label: 'Money', count: 0 },
] as const;

describe('responsive tabs', () => {
  it('shows a count beside a tab that has one above zero, in the tabs and in the phone select', () => {
    renderWithApp(
      <ResponsiveTabs tabs={tabs} value="settings" onValueChange={() => undefined} selectLabel="Section">
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Content>
        ))}
      </ResponsiveTabs>,
      {},
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pool Settings',
      'Users2',
      'Money',
    ]);
    // The select is the phones' (hidden on this wide test window).
    const select = screen.getByRole('combobox', { name: 'Section', hidden: true }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Pool Settings',
      'Users (2)',
      'Money',
    ]);
  });
});
