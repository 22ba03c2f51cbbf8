// The HTTP fake lives with the API it fakes; it is re-exported here so screen tests have one helper import.
export {
  deferred,
  type FetchStub,
  jsonResponse,
  restoreFetch,
  routeOf,
  type StubHandler,
  type StubReply,
  stubFetch,
} from '../../../shared-api/src/test-support/fetch-stub';
export { aUser } from '../../../shared-api/src/test-support/user-fixture';
export { findDialog, openOptions } from './antd-queries';
export { describeParcelContract, type ParcelContract } from './parcel-contract';
export {
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  renderWithProviders,
} from './render-with-providers';
