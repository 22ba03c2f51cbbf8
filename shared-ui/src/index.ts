// The table and the search select are their own entries ('shared-ui/data-table', 'shared-ui/search-select'):
// they bring antd's Table and Select, which no sign-in needs.
export * from './confirm-dialog';
export * from './format';
export * from './initial-avatar';
export * from './load-failure';
export * from './page-header';
export * from './record-dialog';
export * from './theme';
export * from './toaster';
