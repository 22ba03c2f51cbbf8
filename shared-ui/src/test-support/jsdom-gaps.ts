/**
 * Test helper for browser APIs jsdom lacks that antd uses (candidates for the repo's jest setup):
 * - getComputedStyle(element, pseudoElt), called by the modal scroll lock, logs "Not implemented";
 * - MessageChannel, used by antd Select to open its dropdown, is missing.
 * With `inlineStylesOnly`, computed styles are just the inline ones: jsdom otherwise cascades every stylesheet
 * antd injects on each call, which makes antd Table (it measures its container on every render) slow.
 * Only for tests that do not rely on CSS to hide elements.
 */
export function fillJsdomGaps({ inlineStylesOnly = false } = {}): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  let styleSpy: jest.SpyInstance | undefined;
  const hadMessageChannel = 'MessageChannel' in globalThis;

  beforeAll(() => {
    styleSpy = jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element) =>
        inlineStylesOnly && element instanceof HTMLElement ? element.style : getComputedStyle(element),
      );
    if (!hadMessageChannel)
      globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
  });

  afterAll(() => {
    styleSpy?.mockRestore();
    if (!hadMessageChannel) Reflect.deleteProperty(globalThis, 'MessageChannel');
  });
}

// Delivers each message on a timer, which is all a macrotask scheduler needs.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.(new MessageEvent('message', { data })));
    },
  };
}
