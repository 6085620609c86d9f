// Column shapes every module's schema shares.
// Money is numeric(10,2): both drivers return it as a string, which is exactly the API's decimal-string shape.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
