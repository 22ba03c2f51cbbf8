export { createRemoteParcel } from './create-parcel';
export { type RemoteHostProps, RemoteProviders } from './remote-providers';
export { renderStandalone } from './render-standalone';
