import { within } from '@testing-library/react';
import { makeStore } from 'shared-api';
import { bootstrap, mount, unmount, update } from './parcel';

describe('mfe-messages parcel', () => {
  // The test plays the part of a non-React host: it awaits the lifecycles itself, outside React's act().
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
  afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  let domElement: HTMLElement;
  beforeEach(() => {
    domElement = document.createElement('div');
    document.body.append(domElement);
    window.history.pushState({}, '', '/messages');
  });
  afterEach(() => {
    domElement.remove();
    window.history.pushState({}, '', '/');
  });

  it('exports the single-spa lifecycles bootstrap, mount, unmount and update', () => {
    for (const lifecycle of [bootstrap, mount, unmount, update])
      expect(lifecycle).toEqual(expect.any(Function));
  });

  it('mounts the Messages page into the host element, updates its props and unmounts cleanly', async () => {
    const props = {
      name: 'mfe-messages',
      domElement,
      store: makeStore(),
      basename: '/messages',
      mode: 'light' as const,
    };

    await bootstrap(props);
    await mount(props);
    expect(within(domElement).getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');

    await update({ ...props, mode: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(domElement).getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
