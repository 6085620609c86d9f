// The console's first-run checklist (decision 0511): a production shop starts empty, and its staff are told what
// to do first — a category, a product, one on sale — beside the settings only the operator can give (where bank
// transfers go, a mail server). One statement counts the catalogue.
import { sql } from 'drizzle-orm';
import type { SetupStep, ShopSetup } from '@shared/schemas/admin';
import { DEMO_BANK, type Config } from '../../config';
import type { Executor } from '../../db/client';
import { categories, products } from '../catalogue';

export async function shopSetup(db: Executor, config: Config): Promise<ShopSetup> {
  const [counts] = await db
    .select({
      categories: sql<number>`(select count(*) from ${categories})::int`,
      products: sql<number>`(select count(*) from ${products})::int`,
      productsOnSale: sql<number>`(select count(*) from ${products} where ${products.status} = 'active')::int`,
    })
    .from(sql`(select 1) as one`);
  const paymentProvider = config.payments.provider;
  // Card payments need no bank account; bank transfers need a real one (the demo account is plainly not).
  const paymentsDone = paymentProvider === 'stripe' || config.bank.accountNumber !== DEMO_BANK.accountNumber;
  const steps: SetupStep[] = [
    { id: 'category', kind: 'catalogue', done: counts.categories > 0 },
    { id: 'product', kind: 'catalogue', done: counts.products > 0 },
    { id: 'on-sale', kind: 'catalogue', done: counts.productsOnSale > 0 },
    { id: 'payments', kind: 'configuration', done: paymentsDone },
    { id: 'mail', kind: 'configuration', done: Boolean(config.smtpUrl) },
  ];
  // A demo shop's settings are demo values on purpose: only its catalogue steps bring the checklist up.
  const showChecklist = steps.some((s) => !s.done && (s.kind === 'catalogue' || !config.demoMode));
  return { steps, ...counts, paymentProvider, showChecklist };
}
