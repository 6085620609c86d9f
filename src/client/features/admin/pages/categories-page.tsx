// /admin/categories (OPERATIONS §1, decision 0506): the shop's categories in shop order, each with all its products
// counted (on sale or not); a new one or an edit in a dialog, a delete asked first. A category that still holds
// products is refused (409) and the reason shown above the list; changes show in the shop at once.
import { FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminCategory } from '@shared/schemas/catalogue-admin';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { CategoryForm } from '../components/category-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListState } from '../components/list-state';
import { useAdminCategories, useDeleteCategory } from '../catalogue-api';

export default function CategoriesPage() {
  useDocumentTitle('Categories');
  return (
    <AdminShell>
      <Categories />
    </AdminShell>
  );
}

/** The dialog open: a new category (null) or this one. */
type Editing = { category: AdminCategory | null };

function Categories() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  useSignedOutRedirect(categories.error, remove.error);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const { name, slug } = deleting;
    remove.mutate(slug, {
      onSuccess: () => {
        setRefusal(null);
        notify({ title: `${name} deleted`, description: 'It has left the shop.' });
      },
      onError: (error) => setRefusal(serverMessage(error, `${name} could not be deleted. Please try again.`)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
            Categories
          </h1>
          <p className="text-sm text-muted">The shop’s aisles; changes show in the shop at once</p>
        </div>
        <Button onClick={() => setEditing({ category: null })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New category
        </Button>
      </header>
      {refusal && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-danger">
          {refusal}
        </p>
      )}
      <ListState query={categories} title="Categories" rowClassName="h-16">
        {(rows) =>
          rows.length === 0 ? (
            <Card>
              <EmptyState
                icon={<FolderTree className="h-10 w-10" />}
                title="No categories yet"
                description="Every product sits in a category: make the first one."
              />
            </Card>
          ) : (
            <ul aria-label="Categories" className="divide-y divide-line rounded-2xl border border-line bg-white">
              {rows.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 md:px-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{c.name}</p>
                    <p className="text-xs text-muted">
                      /category/{c.slug} · {c.productCount} {c.productCount === 1 ? 'product' : 'products'} · place{' '}
                      {c.sortOrder}
                    </p>
                    {c.description && <p className="mt-1 line-clamp-2 text-sm text-ink">{c.description}</p>}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing({ category: c })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit<span className="sr-only"> {c.name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(c)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Delete<span className="sr-only"> {c.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </ListState>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.category ? `Edit ${editing.category.name}` : 'New category'}
      >
        {editing && (
          <CategoryForm
            key={editing.category?.id ?? 'new'}
            category={editing.category}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        confirmation={
          deleting && {
            title: `Delete ${deleting.name}?`,
            description:
              deleting.productCount > 0
                ? `It still holds ${deleting.productCount} ${deleting.productCount === 1 ? 'product' : 'products'}: the shop will refuse until they are moved.`
                : 'It leaves the shop at once and its address stops working.',
            action: 'Delete category',
            destructive: true,
          }
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        fallbackFocus={() => heading.current}
      />
    </div>
  );
}
