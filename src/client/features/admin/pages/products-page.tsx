// /admin/products (COMMERCE §5): every product with its stock and prices, edited in place. The server checks each
// change (the same ProductPatch schema checks it here first) and clears the storefront's cache, so it shows at once.
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@shared/money';
import { LOW_STOCK } from '@shared/orders';
import { ProductPatch, type AdminProduct } from '@shared/schemas/catalogue';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ListState } from '../components/list-state';
import { useAdminProducts, useUpdateProduct } from '../orders-api';

export default function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <AdminShell>
      <Products />
    </AdminShell>
  );
}

function Products() {
  const products = useAdminProducts();
  useSignedOutRedirect(products.error);
  const list = products.data ?? [];
  const soldOut = list.filter((p) => p.stock === 0).length;
  const low = list.filter((p) => p.stock > 0 && p.stock <= LOW_STOCK).length;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl text-ink">Products</h1>
        <p className="text-sm text-muted">Stock and prices; changes show in the shop at once</p>
      </header>
      <ListState query={products} title="Products" rowClassName="h-32">
        {(rows) => (
          <>
            <p className="text-sm text-muted">
              {rows.length} products · {soldOut} sold out · {low} running low
            </p>
            <ul className="space-y-3" aria-label="Products">
              {rows.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </ul>
          </>
        )}
      </ListState>
    </div>
  );
}

type Draft = { stock: string; price: string; memberPrice: string; isActive: boolean };
const draftOf = (p: AdminProduct): Draft => ({
  stock: String(p.stock),
  price: p.price,
  memberPrice: p.memberPrice ?? '',
  isActive: p.isActive,
});

function ProductRow({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const saved = draftOf(product);
  const dirty = (Object.keys(draft) as Array<keyof Draft>).some((k) => draft[k] !== saved[k]);
  const field = `product-${product.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const patch: Record<string, unknown> = {};
    if (draft.stock !== saved.stock) patch.stock = draft.stock.trim() === '' ? NaN : Number(draft.stock);
    if (draft.price !== saved.price) patch.price = draft.price;
    if (draft.memberPrice !== saved.memberPrice)
      patch.memberPrice = draft.memberPrice.trim() === '' ? null : draft.memberPrice;
    if (draft.isActive !== saved.isActive) patch.isActive = draft.isActive;
    const checked = ProductPatch.safeParse(patch);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const key = (issue.path[0] as keyof Draft | undefined) ?? 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(
      { id: product.id, ...checked.data },
      {
        onSuccess: (p) => {
          setDraft(draftOf(p));
          notify({ title: `${p.name} saved` });
        },
        onError: (error) =>
          setErrors({ form: serverMessage(error, 'The change could not be saved. Please try again.') }),
      },
    );
  };

  const input = (key: 'stock' | 'price' | 'memberPrice', label: string, mode: 'numeric' | 'decimal') => (
    <div className="space-y-1">
      <label htmlFor={`${field}-${key}`} className="block text-xs font-medium text-ink">
        {label}
      </label>
      <Input
        id={`${field}-${key}`}
        inputMode={mode}
        value={draft[key]}
        maxLength={10}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${field}-${key}-error` : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        className="h-10"
      />
      {errors[key] && (
        <p id={`${field}-${key}-error`} className="text-xs text-danger">
          {label} {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <li>
      <Card>
        <form onSubmit={save} aria-label={product.name}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold text-ink">{product.name}</h2>
              <p className="text-xs text-muted">
                {product.categorySlug} · {formatPrice(product.price)}
                {product.memberPrice ? ` · members ${formatPrice(product.memberPrice)}` : ''}
              </p>
            </div>
            {product.stock === 0 ? (
              <Badge tone="red">Sold out</Badge>
            ) : product.stock <= LOW_STOCK ? (
              <Badge tone="yellow">Low: {product.stock}</Badge>
            ) : null}
          </div>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {input('stock', 'Stock', 'numeric')}
            {input('price', 'Price (£)', 'decimal')}
            {input('memberPrice', 'Member price (£)', 'decimal')}
          </div>
          <div className="mt-3 flex items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={draft.isActive}
                onChange={(e) => setDraft((d) => ({ ...d, isActive: e.target.checked }))}
                className="h-4 w-4 accent-brand"
              />
              On sale
            </label>
            <Button type="submit" size="sm" disabled={!dirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
          {errors.form && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errors.form}
            </p>
          )}
        </form>
      </Card>
    </li>
  );
}
