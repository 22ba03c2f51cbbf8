export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './api';
export { baseQuery, errorMessage, fieldErrors, readCookie } from './base-query';
export type * from './contract/account-security';
export type * from './contract/ai';
export type * from './contract/api-keys';
export type * from './contract/audit';
export * from './contract/catalog-rules';
// The browser gets the contract's types and value lists only; the zod schemas live in 'shared-api/contract'.
export * from './contract/constants';
export type * from './contract/customer-notes';
export type * from './contract/customers';
export type * from './contract/dashboard';
export {
  type ApiRequest,
  endpointRequest,
  type RequestOf,
  type ResponseOf,
} from './contract/endpoint-request';
export type * from './contract/entities';
export type * from './contract/events';
export * from './contract/first-requests';
export type * from './contract/gmail';
export { normaliseHexColor } from './contract/hex-color';
export type * from './contract/imports';
export { countText, describeCount } from './contract/inbox-counts';
export type * from './contract/messages';
export * from './contract/pipeline';
export * from './contract/quote-rules';
export type * from './contract/quotes';
export * from './contract/remote-pages';
export type * from './contract/requests';
export { API_ROUTES, type EndpointName, fillPath, routeOf } from './contract/routes';
export type * from './contract/support-view';
export * from './contract/tenant-constants';
export type * from './contract/tenant-data';
export type * from './contract/tenants';
export type * from './contract/users';
export type * from './contract/webhooks';
export { exportUrl } from './export-urls';
export type * from './federated-modules';
export { useGmailImport } from './gmail-import';
export * from './imports-api';
export * from './quotes-api';
export {
  apiUrl,
  getApiBaseUrl,
  isGoogleSignInAvailable,
  setApiBaseUrl,
  setGoogleSignIn,
} from './runtime-config';
export { followServerEvents, onServerEvent, receiveServerEvent, useServerEvent } from './server-events';
export {
  selectSessionEnded,
  selectSigningOut,
  sessionEndHandled,
  sessionStarted,
  signingOut,
} from './session-expiry';
export * from './store';
