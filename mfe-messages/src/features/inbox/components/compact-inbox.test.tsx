import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPACT_SCREEN, NARROW_SCREEN, toast } from 'shared-ui';
import { stubFetch } from 'shared-ui/test-support';
import { fresh, full, page, renderInbox, routes, screenMatching, summary } from '../testing/fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  act(() => toast.dismiss());
});

// A compact screen (an upright tablet, a phone) is narrow too.
beforeEach(() => screenMatching(NARROW_SCREEN, COMPACT_SCREEN));

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

const sourcesAsked = (api: ReturnType<typeof stubFetch>) =>
  api.callsTo('GET /api/messages').map((request) => new URL(request.url).searchParams.get('source'));

describe('The inbox on a compact screen', () => {
  it('opening a message shows it on its own page with a way back', async () => {
    const api = stubFetch(routes());
    const { user } = renderInbox();
    await user.click(await screen.findByText('Leaking water heater'));

    expect(currentPath()).toHaveTextContent('/messages/m1');
    expect(await screen.findByTitle('Message: Leaking water heater')).toBeInTheDocument();
    // The page's one main heading is the message's subject.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Leaking water heater');
    expect(screen.queryByRole('listbox', { name: 'Messages' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH /api/messages/m1/status')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Back to messages' }));

    expect(currentPath()).toHaveTextContent(/^\/messages$/);
    expect(screen.getByRole('listbox', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/messages/m1/status')).toHaveLength(1);
  });

  it('comes back to the list with its search and scroll as they were left', async () => {
    // jsdom lays nothing out and scrolls no element: every row is 96 px high, and scrollTo scrolls.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    HTMLElement.prototype.scrollTo = function scrollTo(
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    };
    const rows = [fresh, ...Array.from({ length: 29 }, (_, index) => summary(`r${index}`))];
    const api = stubFetch(
      routes({
        'GET /api/messages': { body: { ...page, messages: rows } },
        'GET /api/messages/r4': { body: full(summary('r4')) },
      }),
    );
    const { user } = renderInbox();
    await screen.findByText('Leaking water heater');
    await user.type(screen.getByRole('textbox', { name: 'Search messages' }), 'heater');
    await screen.findByText('2 messages matching "heater"');
    const list = screen.getByRole('listbox', { name: 'Messages' });
    list.scrollTop = 240;
    fireEvent.scroll(list);
    const asked = api.callsTo('GET /api/messages').length;

    await user.click(screen.getByText('Subject r4'));
    await user.click(await screen.findByRole('button', { name: 'Back to messages' }));

    expect(screen.getByRole('textbox', { name: 'Search messages' })).toHaveValue('heater');
    expect(screen.getByText('2 messages matching "heater"')).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Messages' }).scrollTop).toBe(240);
    expect(api.callsTo('GET /api/messages')).toHaveLength(asked);
  });

  it('a message URL opened directly shows the message, and Back shows the list', async () => {
    stubFetch(routes());
    const { user } = renderInbox('/messages/m1');

    expect(await screen.findByTitle('Message: Leaking water heater')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));

    expect(currentPath()).toHaveTextContent(/^\/messages$/);
    expect(await screen.findByRole('listbox', { name: 'Messages' })).toBeInTheDocument();
  });

  it("the filters drawer changes the list's source, and its button names the filter", async () => {
    const api = stubFetch(routes());
    const { user } = renderInbox();
    await screen.findByText('Leaking water heater');
    expect(screen.queryByRole('navigation', { name: 'Message filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^filter Filters$/ }));
    // antd's ids are all 'test-id' under test, so the drawer's title cannot name it here.
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Filters')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /email\s*2/i }));

    await waitFor(() => expect(sourcesAsked(api).at(-1)).toBe('email'));
    expect(screen.getByRole('button', { name: /Filters: Email$/ })).toBeInTheDocument();
  });
});
