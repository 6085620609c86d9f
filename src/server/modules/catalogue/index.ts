// The catalogue module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export * from './schema';
export { default as adminProductRoutes } from './admin-routes';
export { default as categoryAdminRoutes } from './category-admin-routes';
export { default as discountAdminRoutes } from './discount-admin-routes';
export { default as eventAdminRoutes } from './event-admin-routes';
export { default as faqAdminRoutes } from './faq-admin-routes';
export { isDiscountCode } from './discount-editing';
export { default as pictureAdminRoutes } from './picture-admin-routes';
export { default as catalogueCache } from './cache';
export {
  codeRefusals,
  codeUseTaker,
  findUsableCode,
  releaseCodeUse,
  termRefusalMessage,
  type UsableCode,
} from './discount-codes';
export { default as catalogueRoutes } from './routes';
export { likePattern, listFaq, listProducts, selectWithProductCards, toProduct } from './service';
export { availableStock, inStockOrder, refuseShortStock, returnStock, stockMessage, stockTakers } from './stock';
export { queueBackInStockCheck, stockAlertRoutes } from './stock-alerts';
export { activePerksCountSql } from './perks-count';
