import { within } from '@testing-library/react';
import { makeStore } from 'shared-api';
import { bootstrap, mount, unmount, update } from './parcel';

describe('mfe-settings parcel', () => {
  // The test plays the part of a non-React host: it awaits the lifecycles itself, outside React's act().
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
  afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  let domElement: HTMLElement;
  beforeEach(() => {
    domElement = document.createElement('div');
    document.body.append(domElement);
    window.history.pushState({}, '', '/user-settings');
  });
  afterEach(() => {
    domElement.remove();
    window.history.pushState({}, '', '/');
  });

  it('exports the single-spa lifecycles bootstrap, mount, unmount and update', () => {
    for (const lifecycle of [bootstrap, mount, unmount, update])
      expect(lifecycle).toEqual(expect.any(Function));
  });

  it('mounts the User Settings page into the host element, updates its props and unmounts cleanly', async () => {
    const props = {
      name: 'mfe-settings',
      domElement,
      store: makeStore(),
      basename: '/user-settings',
      mode: 'light' as const,
    };

    await bootstrap(props);
    await mount(props);
    expect(within(domElement).getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');

    await update({ ...props, mode: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(domElement).getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
