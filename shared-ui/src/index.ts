// The table, the search select and the message body are their own entries ('shared-ui/data-table',
// 'shared-ui/search-select', 'shared-ui/message-body'): they bring antd's Table and Select, a sandboxed frame
// and icons, which no sign-in needs; so does the import dialog ('shared-ui/import-dialog': upload, steps, tables).
export * from './confirm-dialog';
export * from './export-button';
export * from './format';
export * from './initial-avatar';
export * from './load-failure';
export * from './loading-skeleton';
export * from './page-header';
export * from './record-dialog';
export * from './screen-size';
export * from './theme';
export * from './toaster';
