// The table is its own entry ('shared-ui/data-table'): it brings antd's Table, which no sign-in needs.
export * from './confirm-dialog';
export * from './format';
export * from './initial-avatar';
export * from './page-header';
export * from './record-dialog';
export * from './theme';
export * from './toaster';
