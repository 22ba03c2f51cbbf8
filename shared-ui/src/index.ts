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
// The theme's antd part: the sign-in page, which imports the theme by its own entry, does without it.
export { AntdTheme, AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';
export { buildThemeConfig } from './theme/build-theme-config';
export * from './toaster';
