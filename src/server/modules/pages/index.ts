// The pages module's front door (decision 0009, 0241): the legal pages, their seeding and their routes, and
// the sections of the shop's pages the coach quotes (0419).
export { pages } from './schema';
export {
  ensureLegalPages,
  fillTrader,
  pageSections,
  readShopPageSections,
  SHOP_ANSWER_PAGES,
  type PageSection,
} from './service';
export { DEFAULT_PAGES } from './defaults';
export { default as pagesRoutes } from './routes';
