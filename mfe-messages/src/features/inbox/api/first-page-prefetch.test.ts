import { type MessagePage, makeStore } from 'shared-api';
import { deferred, type StubReply, stubFetch } from 'shared-ui/test-support';
import { DEFAULT_FILTERS, EMPTY_COUNTS } from '../logic/filters';
import { messagePageArgs, requestMessagePage } from './first-page-prefetch';

const PAGE: MessagePage = { messages: [], nextCursor: null, counts: EMPTY_COUNTS };
const args = messagePageArgs('tenant-1', DEFAULT_FILTERS, null);

/** The first request's answer is held back until the test lets it go; later ones answer at once. */
function holdFirstAnswer() {
  const held = deferred<StubReply>();
  let calls = 0;
  stubFetch({ 'GET /api/messages': () => (++calls === 1 ? held.promise : { body: PAGE }) });
  return held;
}

describe('requestMessagePage', () => {
  it('answers a request with its page while the same page is already being read', async () => {
    const held = holdFirstAnswer();
    const store = makeStore();
    const first = requestMessagePage(store.dispatch, args);
    const second = requestMessagePage(store.dispatch, args);
    held.resolve({ body: PAGE });
    await expect(first.unwrap()).resolves.toEqual(PAGE);
    await expect(second.unwrap()).resolves.toEqual(PAGE);
  });

  it('answers a request with its page when the same page, still being read, was just given up', async () => {
    // The inbox gives up a page when its filters change, and may ask for the same page again at once.
    const held = holdFirstAnswer();
    const store = makeStore();
    requestMessagePage(store.dispatch, args).abort();
    const again = requestMessagePage(store.dispatch, args);
    held.resolve({ body: PAGE });
    await expect(again.unwrap()).resolves.toEqual(PAGE);
  });
});
