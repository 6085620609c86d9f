// /admin/products/new and /admin/products/:id (OPERATIONS §1): the product form, to create a product (a draft unless
// its status says otherwise) or edit one, with Publish and Archive beside Save. The shared schemas check the form
// first; the server's 400 puts its message under each field. An edit sends only what changed, and stock with the
// stock the form showed, so units sold meanwhile stay sold.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminProduct, ProductStatus } from '@shared/schemas/catalogue';
import { BackLink } from '@client/components/ui/back-button';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError, serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ProductFormView } from '../components/product-form';
import { StatusBadge } from '../components/product-status-badge';
import { PictureUpload } from '../components/picture-upload';
import {
  useAdminProducts,
  useCategories,
  useCreateProduct,
  useUpdateProduct,
  useUploadProductPicture,
} from '../orders-api';
import {
  createBody,
  emptyForm,
  errorsOf,
  formOf,
  patchBody,
  STATUS_LABELS,
  type FormErrors,
  type ProductForm,
} from '../product-form';

export default function ProductEditPage({ params }: { params: { id?: string } }) {
  const id = params.id && params.id !== 'new' ? params.id : null;
  useDocumentTitle(id ? 'Edit product' : 'New product');
  return (
    <AdminShell>
      <BackLink href="/admin/products" label="Back to products" />
      {id ? <EditProduct id={id} /> : <NewProduct />}
    </AdminShell>
  );
}

/** The server's refusal as messages under the fields (a 400), or one message for the form. */
function refusal(error: unknown): FormErrors {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
    return errorsOf(error.fieldErrors);
  }
  return { form: serverMessage(error, 'The product could not be saved. Please try again.') };
}

function Loading() {
  return (
    <div className="mt-4 space-y-3" role="status" aria-label="Loading the product">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function NewProduct() {
  const categories = useCategories();
  const create = useCreateProduct();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<ProductForm>(emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  useSignedOutRedirect(create.error);
  const save = () => {
    if (create.isPending) return;
    const result = createBody(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    create.mutate(result.body, {
      onSuccess: (p) => {
        notify({ title: `${p.name} created`, description: `${STATUS_LABELS[p.status]} · /${p.slug}` });
        navigate(`/admin/products/${p.id}`, { replace: true });
      },
      onError: (error) => setErrors(refusal(error)),
    });
  };
  return (
    <>
      <h1 className="mt-3 font-display text-2xl text-ink">New product</h1>
      <p className="text-sm text-muted">A draft stays out of the shop until it is published.</p>
      <ProductFormView
        form={form}
        change={(next) => setForm((f) => ({ ...f, ...next }))}
        errors={errors}
        categories={categories.data ?? []}
        pending={create.isPending}
        submitLabel="Create product"
        onSubmit={save}
        picture={
          <section aria-labelledby="new-product-picture" className="space-y-1">
            <h2 id="new-product-picture" className="text-sm font-medium text-ink">
              Picture
            </h2>
            <p className="text-sm text-muted">
              Create the product first: its picture can be uploaded here once it is saved. Until then the shop would
              show a plain placeholder pack.
            </p>
          </section>
        }
      />
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const products = useAdminProducts();
  useSignedOutRedirect(products.error);
  if (products.isPending) return <Loading />;
  const product = products.data?.find((p) => p.id === id);
  if (!product) {
    return (
      <Card role="alert" className="mt-4 text-center">
        <h1 className="font-semibold">{products.data ? 'Product not found' : 'The product could not be loaded.'}</h1>
        {!products.data && (
          <Button className="mt-3" variant="outline" onClick={() => void products.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }
  // Keyed by the product as saved: after a save the form starts again from what the server answered. Not by its
  // picture: an upload (saved on its own) leaves what staff are typing in the form as it is.
  return <EditForm key={JSON.stringify({ ...product, imageUrl: '' })} product={product} refetch={products.refetch} />;
}

function EditForm({ product, refetch }: { product: AdminProduct; refetch: () => Promise<unknown> }) {
  const categories = useCategories();
  const update = useUpdateProduct();
  const uploadPicture = useUploadProductPicture(product.id);
  const [form, setForm] = useState<ProductForm>(() => formOf(product));
  const [errors, setErrors] = useState<FormErrors>({});

  const send = (patch: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(patch, {
      onSuccess: (p) => notify({ title: `${p.name} ${done}` }),
      onError: (error) => {
        setErrors(refusal(error));
        // The stock moved under the edit (409): the form shows the product as it is now, the message stays.
        if (error instanceof ApiError && error.status === 409) void refetch();
      },
    });
  const save = () => {
    if (update.isPending) return;
    const result = patchBody(form, product);
    if ('unchanged' in result) return setErrors({ form: 'Nothing has changed.' });
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    send({ id: product.id, ...result.patch }, 'saved');
  };
  const setStatus = (status: ProductStatus, done: string) => {
    if (update.isPending) return;
    setErrors({});
    send({ id: product.id, status }, done);
  };

  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="font-display text-2xl text-ink">{product.name}</h1>
        <StatusBadge status={product.status} />
      </div>
      <p className="text-sm text-muted">
        {product.status === 'active' ? (
          <>
            In the shop at{' '}
            <a className="text-brand underline" href={`/product/${product.id}`}>
              its product page
            </a>
            .
          </>
        ) : (
          'Not in the shop: customers cannot find or buy it.'
        )}
      </p>
      <ProductFormView
        form={form}
        change={(next) => setForm((f) => ({ ...f, ...next }))}
        errors={errors}
        categories={categories.data ?? []}
        pending={update.isPending}
        submitLabel="Save changes"
        onSubmit={save}
        picture={
          <PictureUpload
            currentUrl={product.imageUrl}
            currentAlt={product.imageAlt || product.name}
            shape="square"
            uploader={uploadPicture}
            hint="JPEG, PNG or WebP, up to 10 MB. The shop shows it square, cropped around what draws the eye; it is saved as soon as it is uploaded."
          />
        }
        extra={
          <>
            {product.status !== 'active' && (
              <Button variant="outline" disabled={update.isPending} onClick={() => setStatus('active', 'published')}>
                Publish
              </Button>
            )}
            {product.status !== 'archived' && (
              <Button variant="ghost" disabled={update.isPending} onClick={() => setStatus('archived', 'archived')}>
                Archive
              </Button>
            )}
          </>
        }
      />
    </>
  );
}
