import { api } from './api';
import { followServerEvents, onServerEvent } from './server-events';

/** The browser's EventSource as far as the follower uses it: the test plays the server's part. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  fail() {
    this.readyState = this.CLOSED;
    this.onerror?.();
  }
  close() {
    this.closed = true;
  }
}

const TENANT = '11111111-1111-4111-8111-111111111111';
let dispatch: jest.Mock;
let stop: () => void;

function follow() {
  stop = followServerEvents(dispatch, { EventSourceImpl: FakeEventSource as unknown as typeof EventSource });
  return FakeEventSource.opened.at(-1) as FakeEventSource;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  dispatch = jest.fn();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('followServerEvents', () => {
  it('opens the events stream with the session cookie', () => {
    const source = follow();
    expect(source.url).toBe('/api/events');
    expect(source.init).toEqual({ withCredentials: true });
  });

  it("makes an event's data stale and tells the subscribers", () => {
    const heard: unknown[] = [];
    const unsubscribe = onServerEvent((event) => heard.push(event));
    const source = follow();
    source.open();
    source.send({ type: 'inbox.changed', tenantId: TENANT });
    unsubscribe();

    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags(['Message', 'MessageCounts']));
    expect(heard).toEqual([{ type: 'inbox.changed', tenantId: TENANT }]);
  });

  it('ignores what it does not know', () => {
    const source = follow();
    source.open();
    source.onmessage?.({ data: 'not json' });
    source.send({ type: 'something.else' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reopens a stream the browser gave up on, with back-off, and refetches what may have been missed', () => {
    jest.useFakeTimers();
    const first = follow();
    first.open();
    first.fail();
    expect(FakeEventSource.opened).toHaveLength(1);

    jest.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    (FakeEventSource.opened[1] as FakeEventSource).open();
    expect(dispatch).toHaveBeenCalledWith(
      api.util.invalidateTags([
        'Message',
        'MessageCounts',
        'GmailImport',
        'Import',
        'TenantExport',
        'CustomerNote',
        'Quote',
        'Customer',
      ]),
    );
  });

  it('closes the stream when stopped', () => {
    const source = follow();
    stop();
    expect(source.closed).toBe(true);
  });
});
