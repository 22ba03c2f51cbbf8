export { createRemoteParcel } from './create-parcel';
export { FederatedComponent, loadRemoteComponent, type RemoteRef } from './federated-component';
export { type RemoteHostProps, RemoteProviders } from './remote-providers';
export { renderStandalone } from './render-standalone';
