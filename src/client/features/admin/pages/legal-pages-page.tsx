// /admin/pages (OPERATIONS §4, decision 0241): the five legal pages — terms, privacy, returns, delivery, contact —
// each edited in a dialog; a change shows on the storefront at once. Pages are neither added nor removed.
import { FileText } from 'lucide-react';
import { formatLongDate } from '@shared/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell } from '../components/admin-shell';
import { ListEditor } from '../components/list-editor';
import { PageForm } from '../components/page-form';
import { useAdminPages } from '../content-api';

export default function LegalPagesPage() {
  useDocumentTitle('Pages');
  return (
    <AdminShell>
      <Pages />
    </AdminShell>
  );
}

function Pages() {
  const pages = useAdminPages();
  return (
    <ListEditor
      title="Pages"
      intro="The legal pages linked from every page’s footer and every order mail; a change shows at once"
      query={pages}
      listLabel="Pages"
      rowClassName="h-16"
      empty={{
        icon: <FileText className="h-10 w-10" />,
        title: 'No pages',
        description: 'The legal pages are added when the shop starts.',
      }}
      nameOf={(p) => p.title}
      row={(p) => (
        <>
          <p className="font-semibold text-ink">{p.title}</p>
          <p className="text-sm text-muted">
            /{p.slug} ·{' '}
            {p.updatedBy ? `changed ${formatLongDate(p.updatedAt)} by ${p.updatedBy}` : 'the shop’s default text'}
          </p>
        </>
      )}
      editorTitle={(p) => (p ? `Edit ${p.title}` : 'Edit page')}
      editor={(p, done) => p && <PageForm page={p} onDone={done} />}
    />
  );
}
