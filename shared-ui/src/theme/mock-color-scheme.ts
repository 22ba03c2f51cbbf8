/** Test helper: a matchMedia whose `prefers-color-scheme: dark` answer can be flipped, notifying listeners. */
export function mockColorScheme(initiallyDark: boolean) {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  let dark = initiallyDark;
  const original = window.matchMedia;

  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
        listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;

  return {
    setDark(next: boolean) {
      dark = next;
      const event = new Event('change');
      for (const listener of listeners) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
    listenerCount: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}
