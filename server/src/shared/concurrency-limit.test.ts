import { createConcurrencyLimit } from './concurrency-limit';

/** A task that finishes when told, recording how many tasks run at its start. */
function gatedTasks() {
  let running = 0;
  let peak = 0;
  const gates: (() => void)[] = [];
  const task = (result: string) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return result;
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { task, gates, settle, peak: () => peak };
}

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once and the rest in order, each with its own result', async () => {
    const limited = createConcurrencyLimit(2);
    const { task, gates, settle, peak } = gatedTasks();
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => limited(task(name)));
    await settle();
    expect(gates).toHaveLength(2);

    for (let finished = 0; finished < 5; finished += 1) {
      gates.shift()?.();
      await settle();
    }
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(peak()).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limited = createConcurrencyLimit(1);
    await expect(limited(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limited(async () => 'next')).resolves.toBe('next');
  });
});
