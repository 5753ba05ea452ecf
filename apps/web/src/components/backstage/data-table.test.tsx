import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, dataTableColumns, type DataTableSort, type RowSelectionState } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ada', city: 'London' },
  { id: 2, name: 'Grace', city: 'New York' },
  { id: 3, name: 'Edsger', city: 'Rotterdam' },
];

const column = dataTableColumns<Person>();
const COLUMNS = column.columns([column.accessor('name', { header: 'Name', enableSorting: true }), column.accessor('city', { header: 'City' })]);

/** The table as a page would hold it: sort, page, selection and active row in its own state, changes reported. */
function Harness({ onSort = vi.fn(), onPage = vi.fn(), data = PEOPLE }: { onSort?: (sort: DataTableSort) => void; onPage?: (page: number) => void; data?: Person[] }) {
  const [sort, setSort] = useState<DataTableSort>({ id: 'name', desc: false });
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [active, setActive] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  return (
    <>
      <DataTable
        columns={COLUMNS}
        data={data}
        getRowId={(person) => String(person.id)}
        caption="People"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSort(next);
        }}
        paging={{
          page,
          pageSize: 3,
          total: 7,
          onPageChange: (next) => {
            setPage(next);
            onPage(next);
          },
          previousLabel: 'Previous',
          nextLabel: 'Next',
          statusText: (current, count) => `Page ${current} of ${count}`,
        }}
        selection={{ selected, onChange: setSelected, selectPageLabel: 'Select this page', rowLabel: (person) => `Select ${person.name}` }}
        activeRowId={active}
        onActiveRowChange={setActive}
        empty="Nobody here"
      />
      <output aria-label="selected">{Object.keys(selected).join(',')}</output>
    </>
  );
}

describe('the data table', () => {
  it('is a table named by its caption, with a sortable column as a button in its header', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    expect(within(table).queryByRole('button', { name: 'City' })).not.toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Rotterdam' })).toHaveAttribute('data-label', 'City');
  });

  it('asks the server for the other order when a sorted header is pressed, and shows it', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'name', desc: false });
  });

  it('selects rows by their labelled checkboxes, and the whole page from the header', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace' }));
    expect(screen.getByRole('checkbox', { name: 'Select Grace' })).toBeChecked();
    expect(screen.getByLabelText('selected')).toHaveTextContent('2');
    expect(screen.getByRole('checkbox', { name: 'Select this page' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    expect(screen.getByLabelText('selected')).toHaveTextContent('1,2,3');
    expect(screen.getByRole('checkbox', { name: 'Select this page' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    expect(screen.getByLabelText('selected')).toBeEmptyDOMElement();
  });

  it('marks the row a click makes active, for the keyboard commands', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const grace = screen.getByRole('cell', { name: 'Grace' }).closest('tr')!;
    expect(grace).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('cell', { name: 'Grace' }));
    expect(grace).toHaveAttribute('aria-current', 'true');
    expect(grace).toHaveClass('is-active');
  });

  it('pages through the server total', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    render(<Harness onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'People' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('says so when there are no rows', () => {
    render(<Harness data={[]} />);
    expect(screen.getByRole('cell', { name: 'Nobody here' })).toBeVisible();
  });
});
