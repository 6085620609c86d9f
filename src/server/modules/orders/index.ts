// The orders module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export * from './schema';
export { default as ordersRoutes } from './routes';
export { default as booksRoutes } from './books-routes';
export { registerStripeSweep } from './stripe-sweep';
export { registerUnpaidOrderJobs } from './unpaid-jobs';
export { default as stripeWebhookRoutes } from './webhook-routes';
// The refusals a member can meet at checkout, as the customer reads them.
export { PLACED_MEANWHILE, unpaidLimitReached, unpaidTotalReached, unpaidUnitsReached } from './checkout';
// Erasing a member (the privacy module, decision 0111): their orders are kept without them.
export { handOrdersToErased } from './erasure';
