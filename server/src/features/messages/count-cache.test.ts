import { randomUUID } from 'node:crypto';
import { type CountGroups, cachedCountGroups } from './count-cache';

const GROUPS: CountGroups = [{ source: 'email', status: 'NEW', count: 3 }];

/** A count that finishes when the test says so, and tells how many times it was started. */
function controlledCount() {
  let finish: (groups: CountGroups) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const started = { times: 0 };
  const compute = () => {
    started.times += 1;
    return new Promise<CountGroups>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    compute,
    started,
    finish: (groups: CountGroups) => finish(groups),
    fail: (error: Error) => fail(error),
  };
}

describe('cachedCountGroups', () => {
  it('shares one computation between callers that arrive while it runs, then answers from the cache', async () => {
    const key = { tenantId: randomUUID(), search: 'leak' };
    const count = controlledCount();
    const first = cachedCountGroups(key, count.compute);
    const second = cachedCountGroups(key, count.compute);
    count.finish(GROUPS);
    await expect(Promise.all([first, second])).resolves.toEqual([GROUPS, GROUPS]);
    await expect(cachedCountGroups(key, count.compute)).resolves.toEqual(GROUPS);
    expect(count.started.times).toBe(1);
  });

  it('keeps apart counts of different searches', async () => {
    const tenantId = randomUUID();
    const leak = controlledCount();
    const drain = controlledCount();
    const leaks = cachedCountGroups({ tenantId, search: 'leak' }, leak.compute);
    const drains = cachedCountGroups({ tenantId, search: 'drain' }, drain.compute);
    leak.finish(GROUPS);
    drain.finish([]);
    await expect(leaks).resolves.toEqual(GROUPS);
    await expect(drains).resolves.toEqual([]);
  });

  it('does not keep a failed count: every waiting caller gets the error, and the next call counts again', async () => {
    const key = { tenantId: randomUUID() };
    const failing = controlledCount();
    const first = cachedCountGroups(key, failing.compute);
    const second = cachedCountGroups(key, failing.compute);
    failing.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const retry = controlledCount();
    const third = cachedCountGroups(key, retry.compute);
    retry.finish(GROUPS);
    await expect(third).resolves.toEqual(GROUPS);
    expect(failing.started.times).toBe(1);
    expect(retry.started.times).toBe(1);
  });
});
