// The admin module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export { default as adminJobsRoutes } from './jobs-routes';
export { default as adminRoutes } from './routes';
export * from './schema';
