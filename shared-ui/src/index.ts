export * from './confirm-dialog';
export * from './data-table';
export * from './format';
export * from './initial-avatar';
export * from './page-header';
export * from './theme';
export * from './toaster';
