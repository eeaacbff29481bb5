export * from './startRoutes';
export * from './moreRoutes';
