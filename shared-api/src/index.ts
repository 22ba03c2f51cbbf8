export * from './api';
export { baseQuery, errorMessage, readCookie } from './base-query';
export * from './contract';
export { apiUrl, getApiBaseUrl, setApiBaseUrl } from './runtime-config';
export * from './store';
