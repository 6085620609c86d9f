// /admin/categories (OPERATIONS §1, decision 0506): the shop's categories in shop order, each with all its products
// counted (on sale or not); a new one or an edit in a dialog, a delete asked first. A category that still holds
// products is refused (409) and the reason shown above the list; changes show in the shop at once.
import { FolderTree } from 'lucide-react';
import type { AdminCategory } from '@shared/schemas/catalogue-admin';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell } from '../components/admin-shell';
import { CategoryForm } from '../components/category-form';
import { ListEditor } from '../components/list-editor';
import { useAdminCategories, useDeleteCategory } from '../catalogue-api';

export default function CategoriesPage() {
  useDocumentTitle('Categories');
  return (
    <AdminShell>
      <Categories />
    </AdminShell>
  );
}

const productsText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

function Categories() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  return (
    <ListEditor<AdminCategory>
      title="Categories"
      intro="The shop’s aisles; changes show in the shop at once"
      newLabel="New category"
      query={categories}
      listLabel="Categories"
      rowClassName="h-16"
      empty={{
        icon: <FolderTree className="h-10 w-10" />,
        title: 'No categories yet',
        description: 'Every product sits in a category: make the first one.',
      }}
      nameOf={(c) => c.name}
      row={(c) => (
        <>
          <p className="font-semibold text-ink">{c.name}</p>
          <p className="text-xs text-muted">
            /category/{c.slug} · {productsText(c.productCount)} · place {c.sortOrder}
          </p>
          {c.description && <p className="mt-1 line-clamp-2 text-sm text-ink">{c.description}</p>}
        </>
      )}
      editorTitle={(c) => (c ? `Edit ${c.name}` : 'New category')}
      editor={(c, done) => <CategoryForm category={c} onDone={done} />}
      removal={{
        confirmation: (c) => ({
          title: `Delete ${c.name}?`,
          description:
            c.productCount > 0
              ? `It still holds ${productsText(c.productCount)}: the shop will refuse until they are moved.`
              : 'It leaves the shop at once and its address stops working.',
          action: 'Delete category',
          destructive: true,
        }),
        run: (c) => remove.mutateAsync(c.slug),
        pending: remove.isPending,
        done: (c) => ({ title: `${c.name} deleted`, description: 'It has left the shop.' }),
        failed: (c) => `${c.name} could not be deleted. Please try again.`,
      }}
      otherErrors={[remove.error]}
    />
  );
}
