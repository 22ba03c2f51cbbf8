import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { restoreFetch } from './shared-api/src/test-support/fetch-stub';

// A full run keeps every core busy with parallel workers, and a screen of antd cards renders in jsdom in about a
// second there: waits for a screen to appear get 3 s instead of testing-library's 1 s.
configure({ asyncUtilTimeout: 3_000 });

// antd reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

/**
 * Computed styles are the element's inline ones. jsdom otherwise cascades every stylesheet antd injects on each
 * call (antd measures elements on every render: seconds per interaction), and it does not implement the
 * pseudo-element argument the modal scroll lock passes. Visibility in these tests comes from inline styles and
 * attributes, as antd sets them.
 */
window.getComputedStyle = (element: Element) =>
  element instanceof HTMLElement ? element.style : new CSSStyleDeclaration();

// antd Select opens its dropdown through React's scheduler, which needs MessageChannel: a timer delivers each message.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.(new MessageEvent('message', { data })));
    },
  };
}
globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;

// Screens unmount before the fetch stub goes: a poll or refetch of a still-mounted screen would otherwise reach
// the real network after its test.
afterEach(() => {
  cleanup();
  restoreFetch();
});
