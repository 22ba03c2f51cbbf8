export * from './ai';
export * from './catalogs';
export * from './constants';
export * from './entities';
export * from './requests';
