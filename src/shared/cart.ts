// Cart limits shared by the API schemas and the quantity controls. Kept free of Zod so a screen that only
// needs the numbers does not download the schema library.
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
