import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { type RemoteHostProps, RemoteProviders } from './remote-providers';

/**
 * single-spa-react lifecycles (bootstrap, mount, unmount, update) that mount a remote's screens with their own
 * providers, so a host that is not our React shell can embed them. Props: store, basename, mode, preset.
 */
export function createRemoteParcel(Screens: ComponentType) {
  function ParcelRoot(props: RemoteHostProps) {
    return (
      <RemoteProviders {...props}>
        <Screens />
      </RemoteProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (error: Error) => {
      console.error('A QuoteDesk parcel failed', error);
      return <p role="alert">This part of QuoteDesk could not be shown.</p>;
    },
  });
}
