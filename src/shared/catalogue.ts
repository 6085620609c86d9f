// The product list's filters, one type for the storefront's query URL (client) and the SQL that applies them
// (server). Zod-free: the API's parsing of the query string is ProductsQuery in schemas/catalogue.ts.
export type ProductFilters = {
  featured?: boolean;
  new?: boolean;
  exclusive?: boolean;
  category?: string;
  search?: string;
};
