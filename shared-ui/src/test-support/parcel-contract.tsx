import { within } from '@testing-library/react';
import { makeStore } from 'shared-api';
import { type StubHandler, stubFetch } from '../../../shared-api/src/test-support/fetch-stub';
import type { createRemoteParcel } from '../remote-host/create-parcel';

type Lifecycles = ReturnType<typeof createRemoteParcel>;

export interface ParcelContract {
  /** The remote's package name, e.g. 'mfe-admin'. */
  remote: string;
  parcel: Pick<Lifecycles, 'bootstrap' | 'mount' | 'unmount' | 'update'>;
  /** Where the shell mounts the remote's screens, e.g. '/admin'. */
  mountPath: string;
  /** The h1 its index screen shows. */
  heading: string;
  /** The calls its index screen makes and their answers; any other call answers 404. */
  routes?: Record<string, StubHandler>;
}

/**
 * The single-spa contract every remote's `./parcel` expose keeps: the four lifecycles, mounting its index screen
 * with the host's store and theme props, following prop updates, and unmounting cleanly.
 */
export function describeParcelContract(contract: ParcelContract): void {
  const { remote, parcel, mountPath, heading } = contract;

  describe(`${remote} parcel`, () => {
    // The test plays the part of a non-React host: it awaits the lifecycles itself, outside React's act().
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
    afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

    let domElement: HTMLElement;
    beforeEach(() => {
      stubFetch(contract.routes ?? {});
      domElement = document.createElement('div');
      document.body.append(domElement);
      window.history.pushState({}, '', mountPath);
    });
    afterEach(() => {
      domElement.remove();
      window.history.pushState({}, '', '/');
    });

    it('exports the single-spa lifecycles bootstrap, mount, unmount and update', () => {
      for (const lifecycle of [parcel.bootstrap, parcel.mount, parcel.unmount, parcel.update]) {
        expect(lifecycle).toEqual(expect.any(Function));
      }
    });

    it(`mounts the ${heading} page into the host element, updates its props and unmounts cleanly`, async () => {
      const props = {
        name: remote,
        domElement,
        store: makeStore(),
        basename: mountPath,
        mode: 'light' as const,
      };
      const headingShown = () => within(domElement).getByRole('heading', { level: 1, name: heading });

      await parcel.bootstrap(props);
      await parcel.mount(props);
      expect(headingShown()).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('light');

      await parcel.update({ ...props, mode: 'dark' });
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(headingShown()).toBeInTheDocument();

      await parcel.unmount(props);
      expect(domElement).toBeEmptyDOMElement();
    });
  });
}
