// The pages module's front door (decision 0009, 0241): the legal pages, their seeding and their routes.
export { pages } from './schema';
export { ensureLegalPages, fillTrader } from './service';
export { default as pagesRoutes } from './routes';
