import type { CustomerWithFigures } from 'shared-api';
import type { CustomerPage, CustomerStatusTotals } from 'shared-api/contract';
import { bayside, customerNamed, harborview, maple } from '../testing/fixtures';
import { moveBetweenStatuses, moveWithinList } from './moves';

const page = (customers: CustomerWithFigures[], total: number | null, nextCursor: string | null = null) =>
  ({ customers, total, nextCursor }) satisfies CustomerPage;
const names = (data: { pages: CustomerPage[] }) => data.pages.flatMap((p) => p.customers.map((c) => c.name));
const PROSPECTS = ['LEAD', 'PROSPECT', 'INACTIVE', 'LOST'] as const;

describe('moveWithinList', () => {
  it('takes the card out of the column it leaves, and the total down', () => {
    const prospects = { pages: [page([bayside], 1)] };
    moveWithinList(prospects, { statuses: PROSPECTS }, bayside, 'ACTIVE');
    expect(prospects.pages[0]).toEqual(page([], 0));
  });

  it('puts the card in name order into the column it enters, and the total up', () => {
    const active = { pages: [page([harborview], 4, 'more'), page([maple], 4)] };
    moveWithinList(active, { statuses: ['ACTIVE'] }, bayside, 'ACTIVE');
    expect(names(active)).toEqual(['Bayside Bakery', 'Harborview Cafe', 'Maple Street Dental']);
    expect(active.pages[0]?.total).toBe(5);
    expect(active.pages[0]?.customers[0]?.status).toBe('ACTIVE');
  });

  it('puts the card after the names a search begins when its own name does not begin with it', () => {
    const searched = { pages: [page([customerNamed('Cafe Uno'), harborview], 2)] };
    moveWithinList(
      searched,
      { statuses: ['LEAD'], search: 'cafe' },
      { ...customerNamed('Bistro Cafe'), status: 'ACTIVE' },
      'LEAD',
    );
    expect(names(searched)).toEqual(['Cafe Uno', 'Bistro Cafe', 'Harborview Cafe']);
  });

  it('leaves a card whose place is on a page not loaded yet to that page', () => {
    const active = { pages: [page([bayside], 9, 'more')] };
    moveWithinList(active, { statuses: ['ACTIVE'] }, maple, 'ACTIVE');
    expect(names(active)).toEqual(['Bayside Bakery']);
    expect(active.pages[0]?.total).toBe(10);
  });

  it('changes the status in place in a list of every status, and skips a column whose search it fails', () => {
    const all = { pages: [page([bayside, harborview], 2)] };
    moveWithinList(all, { sort: 'revenue' }, bayside, 'QUOTED');
    expect(all.pages[0]?.customers.map((c) => c.status)).toEqual(['QUOTED', 'ACTIVE']);

    const searched = { pages: [page([], null)] };
    moveWithinList(searched, { statuses: ['QUOTED'], search: 'dental' }, bayside, 'QUOTED');
    expect(names(searched)).toEqual([]);
  });
});

describe('moveBetweenStatuses', () => {
  it("moves the customer's count, AI quote, pending messages and revenue to the new status", () => {
    const totals: CustomerStatusTotals[] = [
      { status: 'ACTIVE', customers: 2, aiCustomers: 1, pendingMessages: 3, revenue: 3000.75 },
    ];
    moveBetweenStatuses(totals, harborview, 'QUOTED');
    expect(totals).toEqual([
      { status: 'ACTIVE', customers: 1, aiCustomers: 0, pendingMessages: 1, revenue: 550.25 },
      { status: 'QUOTED', customers: 1, aiCustomers: 1, pendingMessages: 2, revenue: 2450.5 },
    ]);
  });
});
