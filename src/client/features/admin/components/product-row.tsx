import type { ReactNode } from 'react';
import { formatPrice } from '@shared/money';
import { LOW_STOCK } from '@shared/orders';
import type { AdminProduct } from '@shared/schemas/catalogue';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { useProductEdit, type Refetch } from '../hooks/use-product-edit';
import { StatusBadge } from './product-status-badge';
import { Link } from 'wouter';

/**
 * One product, edited in place: stock, prices and "on sale" (Enter saves, Escape puts the row back; ticking it
 * publishes a draft, unticking archives); its name opens the full form.
 */
export function ProductRow({ product, refetch }: { product: AdminProduct; refetch: Refetch }) {
  const { draft, dirty, errors, change, reset, save, onKeyDown, pending } = useProductEdit(product, refetch);
  const field = `product-${product.id}`;

  const input = (key: 'stock' | 'price' | 'memberPrice', label: string, mode: 'numeric' | 'decimal') => (
    <td role="cell" className="block md:table-cell md:px-3 md:py-2 md:align-top">
      <label htmlFor={`${field}-${key}`} className="mb-1 block text-xs font-medium text-ink md:sr-only">
        {label}
        <span className="sr-only"> of {product.name}</span>
      </label>
      <Input
        id={`${field}-${key}`}
        inputMode={mode}
        value={draft[key]}
        maxLength={10}
        autoComplete="off"
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${field}-${key}-error` : undefined}
        onChange={(e) => change({ [key]: e.target.value })}
        onKeyDown={onKeyDown}
        className="h-9 px-2.5 tabular-nums"
      />
      {errors[key] && (
        <p id={`${field}-${key}-error`} className="mt-1 text-xs text-danger">
          {errors[key]}
        </p>
      )}
    </td>
  );

  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-3 gap-x-2 gap-y-2 rounded-2xl border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0',
        dirty && 'md:bg-cream',
      )}
    >
      <td role="cell" className="col-span-3 block md:table-cell md:py-2 md:pl-4 md:pr-3 md:align-top">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{product.name}</span>
          <StockBadge product={product} />
          <Link href={`/admin/products/${product.id}`} className="text-sm font-medium text-brand underline">
            Edit<span className="sr-only"> {product.name}</span>
          </Link>
        </div>
        <p className="text-xs text-muted">
          {product.categorySlug} · {product.slug}
          {!dirty && (
            <>
              {' · '}
              {formatPrice(product.price)}
              {product.memberPrice ? ` (members ${formatPrice(product.memberPrice)})` : ''}
            </>
          )}
        </p>
        {errors.form && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.form}
          </p>
        )}
      </td>
      {input('stock', 'Stock', 'numeric')}
      {input('price', 'Price (£)', 'decimal')}
      {input('memberPrice', 'Member price (£)', 'decimal')}
      <td role="cell" className="col-span-3 flex items-center md:table-cell md:px-3 md:py-2 md:align-top">
        <label className="flex h-9 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => change({ isActive: e.target.checked })}
            className="h-4 w-4 accent-brand"
          />
          <span className="md:sr-only">On sale</span>
          <span className="sr-only">, {product.name}</span>
        </label>
        <RowButtons dirty={dirty} pending={pending} onSave={save} onReset={reset} name={product.name} mobile />
      </td>
      <td role="cell" className="hidden md:table-cell md:py-2 md:pl-3 md:pr-4 md:align-top">
        <RowButtons dirty={dirty} pending={pending} onSave={save} onReset={reset} name={product.name} />
      </td>
    </tr>
  );
}

/** Save (and, while edited, Undo); on a phone they sit beside "On sale", on a wide screen in their own column. */
function RowButtons({
  dirty,
  pending,
  onSave,
  onReset,
  name,
  mobile,
}: {
  dirty: boolean;
  pending: boolean;
  onSave: () => void;
  onReset: () => void;
  name: string;
  mobile?: boolean;
}) {
  const named = (text: ReactNode) => (
    <>
      {text}
      <span className="sr-only"> {name}</span>
    </>
  );
  return (
    <div className={cn('flex items-center justify-end gap-1', mobile ? 'ml-auto md:hidden' : 'md:flex')}>
      {dirty && !pending && (
        <Button size="sm" variant="ghost" className="px-2" onClick={onReset}>
          {named('Undo')}
        </Button>
      )}
      {/* Shown once the row is edited (Enter saves too): 29 disabled buttons were only noise. */}
      {(dirty || pending) && (
        <Button size="sm" onClick={onSave} disabled={pending}>
          {named(pending ? 'Saving…' : 'Save')}
        </Button>
      )}
    </div>
  );
}

function StockBadge({ product }: { product: AdminProduct }) {
  return (
    <>
      {product.stock === 0 ? (
        <Badge tone="red">Sold out</Badge>
      ) : product.stock <= LOW_STOCK ? (
        <Badge tone="yellow">Low: {product.stock}</Badge>
      ) : null}
      {product.status !== 'active' && <StatusBadge status={product.status} />}
    </>
  );
}
