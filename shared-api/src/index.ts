export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './api';
export { baseQuery, errorMessage, readCookie } from './base-query';
export type * from './contract/ai';
// The browser gets the contract's types and value lists only; the zod schemas live in 'shared-api/contract'.
export * from './contract/constants';
export type * from './contract/customers';
export type * from './contract/entities';
export type * from './contract/gmail';
export type * from './contract/messages';
export * from './contract/remote-pages';
export type * from './contract/requests';
export * from './contract/tenant-constants';
export type * from './contract/tenants';
export type * from './contract/users';
export type * from './federated-modules';
export { apiUrl, getApiBaseUrl, setApiBaseUrl } from './runtime-config';
export * from './store';
