// The members module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export { default as membersRoutes } from './routes';
export * from './schema';
