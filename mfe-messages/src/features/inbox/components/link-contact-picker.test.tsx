import { screen, waitFor } from '@testing-library/react';
import type { ListedContact } from 'shared-api';
import { deferred, openOptions, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { LinkContactPicker } from './link-contact-picker';

const TENANT_ID = '11111111-1111-4111-8111-111111111111';
const contacts: ListedContact[] = [
  {
    id: 'c1',
    name: 'Dana Diaz',
    email: 'dana@harbor.test',
    phone: null,
    isPrimary: true,
    customerId: 'k1',
    customerName: 'Harborview',
  },
  {
    id: 'c2',
    name: 'Eli Park',
    email: null,
    phone: '+19165550100',
    isPrimary: false,
    customerId: 'k2',
    customerName: 'Parkside',
  },
];

describe('LinkContactPicker', () => {
  it("asks for the tenant's first contacts only when opened, searches as the user types, and links the one chosen", async () => {
    const parkAnswered = deferred<void>();
    const api = stubFetch({
      'GET /api/contacts': (request) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        const found = contacts.filter((contact) => contact.name.toLowerCase().includes(search));
        const reply = { body: { contacts: found, nextCursor: null } };
        if (search !== 'park') return reply;
        return parkAnswered.promise.then(() => reply);
      },
    });
    const onLink = jest.fn();
    const { user } = renderWithProviders(
      <LinkContactPicker tenantId={TENANT_ID} linking={false} onLink={onLink} />,
    );
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Link to contact' }));
    await waitFor(() =>
      expect(openOptions()).toEqual([
        'Dana Diaz · dana@harbor.test · Harborview',
        'Eli Park · +19165550100 · Parkside',
      ]),
    );
    const first = new URL(api.callsTo('GET /api/contacts')[0]?.url ?? '').searchParams;
    expect([first.get('tenantId'), first.get('limit'), first.get('search')]).toEqual([TENANT_ID, '20', null]);
    expect(api.callsTo('GET /api/customers')).toHaveLength(0);

    await user.keyboard('park');
    // Once, when typing paused: not a call per key.
    const searches = () =>
      api.callsTo('GET /api/contacts').map((request) => new URL(request.url).searchParams.get('search'));
    await waitFor(() => expect(searches()).toEqual([null, 'park']));
    // Until its answer comes, the matches of the earlier search are not offered for 'park'.
    expect(openOptions()).toEqual([]);
    parkAnswered.resolve();
    await waitFor(() => expect(openOptions()).toEqual(['Eli Park · +19165550100 · Parkside']));

    await user.click(screen.getByText('Eli Park · +19165550100 · Parkside'));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(onLink).toHaveBeenCalledWith('c2');
  });
});
