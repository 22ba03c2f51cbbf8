import type { CustomerWithFigures } from 'shared-api';
import type { CustomerPage, CustomerSort, CustomerStatus, CustomerStatusTotals } from 'shared-api/contract';
import { matchesSearch } from './summary';

/** The loaded pages of a customer list, as RTK Query's infinite queries keep them. */
export interface LoadedPages {
  pages: CustomerPage[];
}

/** What decides whether a customer shows in a list, and where. */
export interface ListShape {
  statuses?: readonly CustomerStatus[];
  sort?: CustomerSort;
  search?: string;
}

const shows = (list: ListShape, customer: CustomerWithFigures) =>
  (!list.statuses || list.statuses.includes(customer.status)) && matchesSearch(customer, list.search ?? '');

/**
 * A pipeline move applied to a loaded list, as the server will have it: the card leaves a column that no
 * longer shows its status and enters, in name order, one that does (unless its place is on a page not loaded
 * yet, where it will come with that page), and the list's total follows.
 */
export function moveWithinList(
  data: LoadedPages,
  list: ListShape,
  customer: CustomerWithFigures,
  status: CustomerStatus,
): void {
  const moved = { ...customer, status };
  const [wasShown, isShown] = [shows(list, customer), shows(list, moved)];
  if (wasShown && isShown) {
    for (const page of data.pages) {
      const index = page.customers.findIndex((row) => row.id === customer.id);
      if (index >= 0) page.customers[index] = moved;
    }
    return;
  }
  const first = data.pages[0];
  if (wasShown) {
    for (const page of data.pages) page.customers = page.customers.filter((row) => row.id !== customer.id);
    if (first && first.total !== null) first.total -= 1;
  }
  if (isShown) {
    if (first && first.total !== null) first.total += 1;
    if ((list.sort ?? 'name') === 'name') insertByName(data, moved, list.search ?? '');
  }
}

/** Name order as the server lists it: under a search, the names that begin with it first. */
function byName(search: string) {
  const needle = search.trim().toLowerCase();
  const part = (name: string) => (needle && name.toLowerCase().startsWith(needle) ? 0 : 1);
  return (a: string, b: string) => part(a) - part(b) || a.localeCompare(b);
}

function insertByName(data: LoadedPages, customer: CustomerWithFigures, search: string) {
  const compare = byName(search);
  for (const page of data.pages) {
    const index = page.customers.findIndex((row) => compare(customer.name, row.name) < 0);
    if (index >= 0) {
      page.customers.splice(index, 0, customer);
      return;
    }
  }
  const last = data.pages.at(-1);
  // After every loaded card: it belongs here only when nothing more is to load.
  if (last && last.nextCursor === null) last.customers.push(customer);
}

/** A pipeline move applied to the totals per status: the customer's share goes from its old status to the new. */
export function moveBetweenStatuses(
  totals: CustomerStatusTotals[],
  customer: CustomerWithFigures,
  status: CustomerStatus,
): void {
  const share = (sign: 1 | -1, row: CustomerStatusTotals) => {
    row.customers += sign;
    row.aiCustomers += customer.aiGenerated ? sign : 0;
    row.pendingMessages += sign * customer.pendingMessages;
    row.revenue = Math.round((row.revenue + sign * customer.totalRevenue) * 100) / 100;
  };
  const from = totals.find((row) => row.status === customer.status);
  if (from) share(-1, from);
  let to = totals.find((row) => row.status === status);
  if (!to) {
    to = { status, customers: 0, aiCustomers: 0, pendingMessages: 0, revenue: 0 };
    totals.push(to);
  }
  share(1, to);
}
