/**
 * Test helper for browser APIs jsdom lacks that antd uses (candidates for the repo's jest setup):
 * - getComputedStyle(element, pseudoElt), called by the modal scroll lock, logs "Not implemented";
 * - MessageChannel, used by antd Select to open its dropdown, is missing.
 */
export function fillJsdomGaps(): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  let styleSpy: jest.SpyInstance | undefined;
  const hadMessageChannel = 'MessageChannel' in globalThis;

  beforeAll(() => {
    styleSpy = jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element) => getComputedStyle(element));
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
