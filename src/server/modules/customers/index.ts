// The customers module's front door (OPERATIONS §3 and §6, decisions 0520, 0521): the console's Customers and Sales
// at a glance. It comes after orders in the module order (0009): it reads the members, their orders, points, codes,
// quiz submissions and coach conversations, and writes points only through the rewards module.
export { default as customersRoutes } from './routes';
export { salesFigures, salesStatement } from './sales';
