export * from './search-select';
