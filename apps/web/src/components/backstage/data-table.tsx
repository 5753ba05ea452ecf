import { useEffect, useRef, type ReactNode } from 'react';
import {
  FlexRender,
  createColumnHelper,
  functionalUpdate,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Header,
  type RowData,
  type RowSelectionState,
  type TableOptions,
} from '@tanstack/react-table';
import './data-table.css';

/** What a column may say of itself, in `meta`. */
export interface DataTableColumnMeta {
  /** On a phone's card the cell takes the card's whole width (links, names); others share a line in twos. */
  wide?: boolean;
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature, columnMeta: metaHelper<DataTableColumnMeta>() });
export type DataTableFeatures = typeof features;
export type { RowSelectionState };

/** The columns of a table of `TData`: `const column = dataTableColumns<Row>(); column.accessor('name', { header, cell })`. */
export const dataTableColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

/** The server's order: one column, up or down. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTablePaging {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 7", in the caller's language. */
  statusText: (page: number, pageCount: number) => string;
}

export interface DataTableSelection<TData extends RowData> {
  /** Selected row ids; ids of rows on other pages stay selected. */
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
  selectPageLabel: string;
  /** The row's checkbox label, naming the row ("Select GiggleGrenade"). */
  rowLabel: (row: TData) => string;
}

export interface DataTableProps<TData extends RowData> {
  /** A header is a plain string (it also labels the cell on a phone's card); sorting is off unless a column enables it. */
  columns: TableOptions<DataTableFeatures, TData>['columns'];
  /** The page the server sent, already sorted: keep it a stable reference (the query's data). */
  data: TData[];
  getRowId: (row: TData) => string;
  /** The table's name for screen readers. */
  caption: string;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  paging?: DataTablePaging;
  selection?: DataTableSelection<TData>;
  /** The row keyboard commands act on: marked, and scrolled into view when it changes. */
  activeRowId?: string | null;
  onActiveRowChange?: (id: string) => void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** While another page or order is loading. */
  busy?: boolean;
}

const NO_SELECTION: RowSelectionState = {};
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** The server sorts by some columns only: each that can says so. Kept stable, as the table rebuilds its columns when it changes. */
const DEFAULT_COLUMN = { enableSorting: false };

/**
 * A list the server sorts and pages, on TanStack Table: a real <table> whose sortable headers are
 * buttons (aria-sort tells the order), optional checkboxes, and an active row for keyboard work.
 * On a phone each row is a card whose cells carry their column's name; the explicit roles repeat
 * the elements' own, since a browser laying a table out as blocks may stop announcing it as one.
 */
export function DataTable<TData extends RowData>({ columns, data, getRowId, caption, sort, onSortChange, paging, selection, activeRowId, onActiveRowChange, empty, busy }: DataTableProps<TData>) {
  const sorting = sort ? [sort] : [];
  const pagination = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? Math.max(data.length, 1) };
  const rowSelection = selection?.selected ?? NO_SELECTION;
  const table = useTable({
    features,
    columns,
    data,
    getRowId,
    defaultColumn: DEFAULT_COLUMN,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: paging?.total ?? data.length,
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSortChange?.(next);
    },
    onPaginationChange: (updater) => paging?.onPageChange(functionalUpdate(updater, pagination).pageIndex + 1),
    onRowSelectionChange: (updater) => selection?.onChange(functionalUpdate(updater, rowSelection)),
  });

  const activeRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    activeRow.current?.scrollIntoView({ block: 'nearest' });
  }, [activeRowId]);

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (selection ? 1 : 0);

  return (
    <div className="data-table">
      <div className="data-table__frame">
        <table className="data-table__table" role="table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {selection && (
                  <th scope="col" role="columnheader" className="data-table__select">
                    <input
                      type="checkbox"
                      aria-label={selection.selectPageLabel}
                      checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                      ref={(box) => {
                        if (box) box.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 && empty ? (
              <tr className="data-table__empty" role="row">
                <td role="cell" colSpan={columnCount}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const active = row.id === activeRowId;
                return (
                  <tr
                    key={row.id}
                    role="row"
                    ref={active ? activeRow : undefined}
                    className={['data-table__row', active ? 'is-active' : '', row.getIsSelected() ? 'is-selected' : ''].filter(Boolean).join(' ')}
                    aria-current={active || undefined}
                    onClick={() => onActiveRowChange?.(row.id)}
                  >
                    {selection && (
                      <td role="cell" className="data-table__select">
                        <input type="checkbox" aria-label={selection.rowLabel(row.original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                      </td>
                    )}
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} role="cell" className={cell.column.columnDef.meta?.wide ? 'data-table__wide' : undefined} data-label={labelOf(cell.column.columnDef.header)}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {paging && table.getPageCount() > 1 && (
        <nav className="data-table__pager" aria-label={caption}>
          <button type="button" className="button button--ghost button--small" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            {paging.previousLabel}
          </button>
          <span className="data-table__page">{paging.statusText(paging.page, table.getPageCount())}</span>
          <button type="button" className="button button--ghost button--small" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            {paging.nextLabel}
          </button>
        </nav>
      )}
    </div>
  );
}

/** A string header names the cell on a phone's card; a rendered one cannot. */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

function HeaderCell<TData extends RowData>({ header }: { header: Header<DataTableFeatures, TData, unknown> }) {
  const { column } = header;
  const direction = column.getIsSorted();
  if (!column.getCanSort()) {
    return (
      <th scope="col" role="columnheader" colSpan={header.colSpan}>
        <FlexRender header={header} />
      </th>
    );
  }
  return (
    <th scope="col" role="columnheader" colSpan={header.colSpan} aria-sort={direction ? ARIA_SORT[direction] : 'none'} className="data-table__sortable">
      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
        <FlexRender header={header} />
        <span className={`data-table__arrow${direction ? ` is-${direction}` : ''}`} aria-hidden="true" />
      </button>
    </th>
  );
}
