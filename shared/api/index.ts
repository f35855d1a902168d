export * from './types';
export * from './requests';
