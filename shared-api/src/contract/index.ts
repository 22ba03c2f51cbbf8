export * from './constants';
export * from './entities';
export * from './requests';
