// The wishlist module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export * from './schema';
export { default as wishlistRoutes } from './routes';
