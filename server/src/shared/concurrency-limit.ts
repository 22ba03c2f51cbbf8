/**
 * Runs at most `max` tasks at once; the rest wait their turn in order. A finishing task hands its slot straight
 * to the next waiter, so a newcomer can never slip in between and exceed the limit.
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
