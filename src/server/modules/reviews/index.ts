// The reviews module's front door (OPERATIONS §5, decision 0260). It comes after orders in the module order (0009):
// "received the product" is a delivered order of the member holding it.
export * from './schema';
export { default as reviewsRoutes } from './routes';
export { registerReviewRequests } from './jobs';
export { queueReviewRequests, reviewRequestMail } from './request-mail';
