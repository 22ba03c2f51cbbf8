import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { COMPACT_SCREEN } from '../screen-size';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface User {
  id: number;
  name: string;
  email: string;
  role: string;
  createdAt: string;
}

// 45 users: 'User 01'…'User 45', created one day apart with the highest number oldest.
const users: User[] = Array.from({ length: 45 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: index + 1,
    name: `User ${number}`,
    email: `user${number}@acme.test`,
    role: index % 3 === 0 ? 'TENANT_ADMIN' : 'USER',
    createdAt: new Date(2025, 0, 45 - index).toISOString(),
  };
});

// Tests that do not page use a few rows: every antd table render costs time in jsdom.
const fewUsers = users.slice(0, 5);

const columns: DataTableColumn<User>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
  { key: 'email', title: 'Email', dataIndex: 'email' },
  { key: 'role', title: 'Role', dataIndex: 'role', sortable: true },
  {
    key: 'created',
    title: 'Created',
    dataIndex: 'createdAt',
    sortable: true,
    sortValue: (user) => new Date(user.createdAt),
  },
];

function renderTable(props: Partial<DataTableProps<User>> = {}) {
  return render(
    <DataTable<User>
      columns={columns}
      dataSource={users}
      rowKey="id"
      searchable
      searchPlaceholder="Search users..."
      defaultSort={{ key: 'name', order: 'ascend' }}
      {...props}
    />,
  );
}

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));
}

function names(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

const pagerButton = (name: string) => screen.getByRole('button', { name });
const header = (name: string) => screen.getByRole('columnheader', { name });
const search = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Search users...' }), { target: { value: text } });

describe('DataTable', () => {
  // A full antd table is costly in jsdom: inline-only computed styles and single fireEvents (not user-event's
  // pointer sequences, which also open every tooltip) keep these tests fast.

  it('shows the first 20 rows in the default sort with a summary', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(20);
    expect(names()[0]).toBe('User 01');
    expect(names()[19]).toBe('User 20');
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves between pages with the first, previous, next and last buttons', () => {
    renderTable();
    expect(pagerButton('First page')).toBeDisabled();
    expect(pagerButton('Previous page')).toBeDisabled();

    fireEvent.click(pagerButton('Next page'));
    expect(screen.getByText('Showing 21 to 40 of 45 results')).toBeInTheDocument();
    expect(names()[0]).toBe('User 21');

    fireEvent.click(pagerButton('Last page'));
    expect(screen.getByText('Showing 41 to 45 of 45 results')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(pagerButton('Next page')).toBeDisabled();
    expect(pagerButton('Last page')).toBeDisabled();

    fireEvent.click(pagerButton('Previous page'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.click(pagerButton('First page'));
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
  });

  it('gives every pager button a tooltip', async () => {
    renderTable();
    fireEvent.mouseEnter(pagerButton('Last page'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Last page');
  });

  it('offers 20, 50 and 100 rows per page and goes back to the first page on a change', async () => {
    renderTable();
    fireEvent.click(pagerButton('Next page'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const option50 = await screen.findByTitle('50');
    const options = document.querySelectorAll('.ant-select-item-option');
    expect(Array.from(options, (option) => option.textContent)).toEqual(['20', '50', '100']);

    fireEvent.click(option50);
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByText('Showing 1 to 45 of 45 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('sorts when a sortable header is clicked or activated with Enter', () => {
    renderTable({ dataSource: fewUsers });
    fireEvent.click(header('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['User 05', 'User 04', 'User 03', 'User 02', 'User 01']);

    const created = header('Created');
    expect(created).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(created, { key: 'Enter', keyCode: 13 });
    expect(header('Created')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['User 05', 'User 04', 'User 03', 'User 02', 'User 01']);
  });

  it('goes back to the first page when the sort changes', () => {
    renderTable();
    fireEvent.click(pagerButton('Last page'));
    fireEvent.click(header('Role'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('User 01');
  });

  it('does not make other columns sortable', () => {
    renderTable({ dataSource: fewUsers });
    expect(header('Email')).not.toHaveClass('ant-table-column-has-sorters');
  });

  it('searches the columns case-insensitively and returns to the first page', () => {
    renderTable();
    fireEvent.click(pagerButton('Last page'));
    search('USER1');
    expect(names()).toEqual([
      'User 10',
      'User 11',
      'User 12',
      'User 13',
      'User 14',
      'User 15',
      'User 16',
      'User 17',
      'User 18',
      'User 19',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeInTheDocument();
  });

  it('shows the empty texts when nothing matches', () => {
    renderTable({ dataSource: fewUsers });
    search('nobody');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('searches only the given keys', () => {
    renderTable({ dataSource: fewUsers, searchKeys: ['role'] });
    search('acme');
    expect(bodyRows()).toHaveLength(0);
    search('tenant_admin');
    expect(names()).toEqual(['User 01', 'User 04']);
  });

  it('searches with the given predicate', () => {
    renderTable({ dataSource: fewUsers, searchPredicate: (row, query) => row.id === Number(query) });
    search('3');
    expect(names()).toEqual(['User 03']);
  });

  it('takes a custom empty text', () => {
    renderTable({ dataSource: [], emptyText: 'No users yet' });
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });

  it('says it is loading instead of claiming there are no results', () => {
    renderTable({ dataSource: undefined, loading: true });
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });

  it('opens a row on double-click and on Enter, but not on Enter inside the row', () => {
    const onOpen = jest.fn();
    renderTable({
      dataSource: fewUsers,
      onRowDoubleClick: onOpen,
      columns: [
        ...columns,
        { key: 'actions', title: 'Actions', render: () => <button type="button">Edit</button> },
      ],
    });
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('rows missing');

    fireEvent.doubleClick(within(first).getByText('User 01'));
    expect(onOpen).toHaveBeenLastCalledWith(users[0]);

    expect(second).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(users[1]);

    fireEvent.keyDown(within(second).getByRole('button', { name: 'Edit' }), { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows toolbar extras and passes row selection through', () => {
    const onSelect = jest.fn();
    renderTable({
      dataSource: fewUsers,
      toolbarExtra: <Button>Add User</Button>,
      rowSelection: { onChange: onSelect },
    });
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    const [firstRow] = bodyRows();
    if (!firstRow) throw new Error('rows missing');
    fireEvent.click(within(firstRow).getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith([1], [users[0]], expect.anything());
  });

  it('stays on a valid page when rows go away', () => {
    const { rerender } = renderTable();
    fireEvent.click(pagerButton('Last page'));
    rerender(<DataTable<User> columns={columns} dataSource={users.slice(0, 10)} rowKey="id" />);
    expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeInTheDocument();
  });

  it('has no search box when it is not searchable', () => {
    renderTable({ dataSource: fewUsers, searchable: false });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('DataTable on a phone or a tablet', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

  it('leads each row with its key column, pinned while the table scrolls sideways', () => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === COMPACT_SCREEN });
    renderTable({ dataSource: fewUsers, keyColumn: 'role' });
    expect(headers()).toEqual(['Role', 'Name', 'Email', 'Created']);
    expect(screen.getByRole('columnheader', { name: 'Role' })).toHaveClass('ant-table-cell-fix-start');
  });

  it('keeps the columns in their order on a wide screen', () => {
    renderTable({ dataSource: fewUsers, keyColumn: 'role' });
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Created']);
  });
});
