// Back-in-stock requests: the routes, and the job a change that may have put units back queues in its transaction.
export { default as stockAlertRoutes } from './routes';
export { claimBackInStock, sendBackInStockMails } from './service';
export { queueBackInStockCheck, type StockAlertJob } from './jobs';
