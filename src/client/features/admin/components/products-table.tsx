import type { AdminProduct } from '@shared/schemas/catalogue';
import { cn } from '@client/lib/cn';
import type { Refetch } from '../hooks/use-product-edit';
import { ProductRow } from './product-row';

/** The products in one compact table; on a phone each row is a small card (explicit table roles keep the semantics). */
export function ProductsTable({ products, refetch }: { products: AdminProduct[]; refetch: Refetch }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
  return (
    <div className="md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-white">
      <table role="table" aria-label="Products" className="block w-full text-sm md:table">
        <thead role="rowgroup" className="hidden border-b border-line bg-sand/40 md:table-header-group">
          <tr role="row">
            <th role="columnheader" scope="col" className={cn(th, 'pl-4')}>
              Product
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-24')}>
              Stock
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-28')}>
              Price (£)
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-28')}>
              Member price (£)
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-20')}>
              On sale
            </th>
            <th role="columnheader" scope="col" className={cn(th, 'w-24 pr-4')}>
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} refetch={refetch} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
