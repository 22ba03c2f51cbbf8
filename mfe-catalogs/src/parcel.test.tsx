import { within } from '@testing-library/react';
import { makeStore } from 'shared-api';
import { fillJsdomGaps, restoreFetch, stubFetch } from 'shared-ui/test-support';
import { loadRoutes } from './features/catalogs/testing/fixtures';
import { bootstrap, mount, unmount, update } from './parcel';

fillJsdomGaps({ inlineStylesOnly: true });

describe('mfe-catalogs parcel', () => {
  // The test plays the part of a non-React host: it awaits the lifecycles itself, outside React's act().
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
  afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  let domElement: HTMLElement;
  beforeEach(() => {
    stubFetch(loadRoutes());
    domElement = document.createElement('div');
    document.body.append(domElement);
    window.history.pushState({}, '', '/catalogs');
  });
  afterEach(() => {
    restoreFetch();
    domElement.remove();
    window.history.pushState({}, '', '/');
  });

  it('exports the single-spa lifecycles bootstrap, mount, unmount and update', () => {
    for (const lifecycle of [bootstrap, mount, unmount, update])
      expect(lifecycle).toEqual(expect.any(Function));
  });

  it('mounts the Service Catalogs page into the host element, updates its props and unmounts cleanly', async () => {
    const props = {
      name: 'mfe-catalogs',
      domElement,
      store: makeStore(),
      basename: '/catalogs',
      mode: 'light' as const,
    };

    await bootstrap(props);
    await mount(props);
    expect(
      within(domElement).getByRole('heading', { level: 1, name: 'Service Catalogs' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');

    await update({ ...props, mode: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(
      within(domElement).getByRole('heading', { level: 1, name: 'Service Catalogs' }),
    ).toBeInTheDocument();

    await unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
