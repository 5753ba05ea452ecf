import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaderboardTable } from './leaderboard';

describe('the Legends leaderboard', () => {
  it('lists rank, name and right guesses, with shared ranks as the server gives them', () => {
    render(
      <LeaderboardTable
        entries={[
          { rank: 1, name: 'Anna P.', correct: 3 },
          { rank: 1, name: 'Kai', correct: 3 },
          { rank: 3, name: 'Lucas O.', correct: 1 },
        ]}
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Leaderboard' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Player', 'Right guesses']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Anna P.', '3'],
      ['1', 'Kai', '3'],
      ['3', 'Lucas O.', '1'],
    ]);
  });

  it('says so when nobody has a right guess yet', () => {
    render(<LeaderboardTable entries={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No right guesses yet.')).toBeInTheDocument();
  });
});
