import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, tabPanelProps } from './tab-list';

const SEASONS = ['spring', 'summer', 'autumn'] as const;

function Seasons() {
  const [selected, setSelected] = useState<(typeof SEASONS)[number]>('summer');
  return (
    <>
      <TabList tabs={SEASONS} selected={selected} onSelect={setSelected} idPrefix="seasons" label="Seasons">
        {(season) => season.toUpperCase()}
      </TabList>
      <div {...tabPanelProps('seasons', selected)}>All about {selected}</div>
    </>
  );
}

describe('a tab list', () => {
  it('names its tabs, selects one, and labels the panel with it', () => {
    render(<Seasons />);
    expect(screen.getByRole('tablist', { name: 'Seasons' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'SUMMER' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SPRING' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'SUMMER' })).toHaveTextContent('All about summer');
  });

  it('puts only the selected tab in the Tab order, and a click selects another', async () => {
    render(<Seasons />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'SUMMER' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'AUTUMN' }));
    expect(screen.getByRole('tabpanel', { name: 'AUTUMN' })).toHaveTextContent('All about autumn');
    expect(screen.getByRole('tab', { name: 'SUMMER' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys, wrapping at the ends, and jumps with Home and End', async () => {
    render(<Seasons />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'AUTUMN' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SPRING' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All about spring');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'AUTUMN' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'SPRING' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'AUTUMN' })).toHaveFocus();
  });
});
