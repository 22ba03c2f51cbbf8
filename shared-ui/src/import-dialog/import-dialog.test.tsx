import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type Import, MAX_IMPORT_BYTES, makeStore, receiveServerEvent } from 'shared-api';
import { findDialog, renderWithProviders, type StubHandler, stubFetch } from '../test-support';
import { toast } from '../toaster';
import { ImportDialog } from './import-dialog';

afterEach(() => act(() => toast.dismiss()));

const rows = [
  { line: 2, cells: { Service: 'Drain cleaning', Price: '145', Notes: 'Kitchen' }, problems: [] },
  { line: 3, cells: { Service: 'Boiler service', Price: '90', Notes: '' }, problems: [] },
  { line: 4, cells: { Service: 'Leak check', Price: 'free', Notes: '' }, problems: [] },
];

const uploaded: Import = {
  id: 'imp-1',
  kind: 'services',
  catalogId: 'cat-1',
  fileName: 'services.csv',
  status: 'uploaded',
  columns: ['Service', 'Price', 'Notes'],
  mapping: { Service: 'name', Price: 'unitCost', Notes: null },
  updateExisting: false,
  totalRows: 3,
  preview: rows,
  problemCount: 0,
  problems: [],
  processedRows: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
};

const priceProblem = { line: 4, reason: 'Unit Cost is not a number' };
/** The server's check of any mapping: line 4's price is not a number. */
const checkedUnder = async (request: Request) => {
  const { mapping } = await request.json();
  const preview = rows.map((row) => ({ ...row, problems: row.line === 4 ? [priceProblem.reason] : [] }));
  return { body: { ...uploaded, mapping, preview, problemCount: 1, problems: [priceProblem] } };
};

function renderDialog(routes: Record<string, StubHandler>) {
  const api = stubFetch({ 'POST /api/imports': { status: 201, body: uploaded }, ...routes });
  const onClose = jest.fn();
  const onImported = jest.fn();
  const store = makeStore();
  const rendered = renderWithProviders(
    <ImportDialog kind="services" catalogId="cat-1" open onClose={onClose} onImported={onImported} />,
    { store },
  );
  return { ...rendered, api, onClose, onImported };
}

function aFile(size?: number): File {
  const file = new File(['Service,Price,Notes\n'], 'services.csv', { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function chooseFile(user: UserEvent, file = aFile()) {
  const dialog = await findDialog('Import services');
  expect(
    within(dialog).getByText('Drop a CSV or Excel (.xlsx) file here, or click to choose one'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Up to 50 MB')).toBeInTheDocument();
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

const fieldSelect = (column: string) => screen.getByRole('combobox', { name: `Field for column ${column}` });
const chosenField = (column: string) => fieldSelect(column).closest('.ant-select')?.textContent;

async function chooseField(user: UserEvent, column: string, label: string) {
  await user.click(fieldSelect(column));
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
  const latest = dropdowns[dropdowns.length - 1];
  if (!latest) throw new Error('no dropdown open');
  await user.click(within(latest).getByText(label));
}

const importButton = (rowsLabel: string) => screen.getByRole('button', { name: `Import ${rowsLabel}` });

describe('ImportDialog', () => {
  it('uploads, maps, previews, imports and reports what became of the rows', async () => {
    let state: Import = { ...uploaded, status: 'running', processedRows: 1 };
    const { api, user, store, onClose, onImported } = renderDialog({
      'POST /api/imports/imp-1/preview': checkedUnder,
      'POST /api/imports/imp-1/start': { status: 202, body: { ...uploaded, status: 'queued' } },
      'GET /api/imports/imp-1': () => ({ body: state }),
    });

    await chooseFile(user);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Map columns' })).toHaveFocus();
    const [upload] = api.callsTo('POST /api/imports');
    expect(new URL(upload?.url ?? '').search).toBe('?kind=services&catalogId=cat-1');
    expect(chosenField('Service')).toBe('Name');
    expect(chosenField('Price')).toBe('Unit Cost');
    expect(chosenField('Notes')).toBe("Don't import");
    expect(screen.getByText('Kitchen')).toBeInTheDocument();
    expect(importButton('3 rows')).toBeEnabled();

    await chooseField(user, 'Notes', 'Description');
    await waitFor(() => expect(api.callsTo('POST /api/imports/imp-1/preview')).toHaveLength(1));
    expect(await api.callsTo('POST /api/imports/imp-1/preview')[0]?.json()).toEqual({
      mapping: { Service: 'name', Price: 'unitCost', Notes: 'description' },
    });
    expect(await screen.findByText('1 row with problems will be skipped')).toBeInTheDocument();
    expect(screen.getByText('Line 4: Unit Cost is not a number')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    await waitFor(() => expect(importButton('2 rows')).toBeEnabled());

    await chooseField(user, 'Notes', 'Unit Cost');
    expect(screen.getAllByText('Unit Cost is chosen for two columns')).toHaveLength(2);
    expect(importButton('2 rows')).toBeDisabled();
    await chooseField(user, 'Notes', 'Description');
    await waitFor(() => expect(importButton('2 rows')).toBeEnabled());

    await user.click(screen.getByRole('checkbox', { name: 'Update existing services' }));
    await user.click(importButton('2 rows'));
    expect(await api.callsTo('POST /api/imports/imp-1/start')[0]?.json()).toEqual({
      mapping: { Service: 'name', Price: 'unitCost', Notes: 'description' },
      updateExisting: true,
    });
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '33'));
    expect(screen.getByText('1 of 3 rows')).toBeInTheDocument();

    state = { ...state, status: 'done', processedRows: 3, created: 2, skipped: 1, problems: [priceProblem] };
    act(() =>
      receiveServerEvent(store.dispatch, {
        type: 'import.changed',
        tenantId: 'tenant-1',
        userId: 'user-1',
        importId: 'imp-1',
      }),
    );
    expect(await screen.findByText('Imported: 2 new, 0 updated, 1 skipped')).toBeInTheDocument();
    expect(screen.getByText('Line 4: Unit Cost is not a number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the name column and imports nothing without it', async () => {
    const { user } = renderDialog({ 'POST /api/imports/imp-1/preview': checkedUnder });
    await chooseFile(user);
    await screen.findByRole('heading', { name: 'Step 2 of 3: Map columns' });

    await chooseField(user, 'Service', "Don't import");
    expect(screen.getByText('Choose the column with the name')).toBeInTheDocument();
    expect(importButton('3 rows')).toBeDisabled();
  });

  it("shows the server's refusal of a file as a toast and stays on Upload", async () => {
    const { api, user } = renderDialog({
      'POST /api/imports': { status: 400, body: { error: 'The file has no header row' } },
    });
    await chooseFile(user);

    expect(await screen.findByText('The file has no header row')).toBeInTheDocument();
    expect(api.callsTo('POST /api/imports')).toHaveLength(1);
    expect(
      screen.getByText('Drop a CSV or Excel (.xlsx) file here, or click to choose one'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const { api, user } = renderDialog({});
    await chooseFile(user, aFile(MAX_IMPORT_BYTES + 1));

    expect(await screen.findByText('Files up to 50 MB can be imported')).toBeInTheDocument();
    expect(api.callsTo('POST /api/imports')).toHaveLength(0);
  });

  it('shows why an import failed, and closes', async () => {
    const { user, onClose, onImported } = renderDialog({
      'POST /api/imports/imp-1/start': { status: 202, body: { ...uploaded, status: 'queued' } },
      'GET /api/imports/imp-1': {
        body: { ...uploaded, status: 'failed', error: 'The file could not be read' },
      },
    });
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));

    expect(await screen.findByText('The import failed')).toBeInTheDocument();
    expect(screen.getByText('The file could not be read')).toBeInTheDocument();
    // The last of the two: the dialog's × is named Close too.
    const [, close] = screen.getAllByRole('button', { name: 'Close' });
    await user.click(close as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });
});
