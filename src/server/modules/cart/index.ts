// The cart module's front door (issue 30): what the rest of the server may use. Nothing imports past it.
export * from './schema';
export { default as cartRoutes } from './routes';
export {
  type OrderableLine,
  cartLinesForOrder,
  checkoutLines,
  forgetCartChoices,
  keepCartChoices,
  orderedLinesRemover,
  restoreCartLines,
} from './service';
