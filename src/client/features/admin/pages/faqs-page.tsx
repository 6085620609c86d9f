// /admin/faqs (OPERATIONS §1, decision 0510): the members' help screen's questions in its order (Membership,
// Products, Events, then place), each with its answer; a new one or an edit in a dialog, a removal asked first.
// Changes show on the help screen at once.
import { CircleHelp } from 'lucide-react';
import type { AdminFaq } from '@shared/schemas/content-admin';
import { Badge } from '@client/components/ui/badge';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell } from '../components/admin-shell';
import { FaqForm } from '../components/faq-form';
import { ListEditor } from '../components/list-editor';
import { useAdminFaqs, useDeleteFaq } from '../content-api';

export default function FaqsPage() {
  useDocumentTitle('FAQs');
  return (
    <AdminShell>
      <Faqs />
    </AdminShell>
  );
}

function Faqs() {
  const faqs = useAdminFaqs();
  const remove = useDeleteFaq();
  return (
    <ListEditor<AdminFaq>
      title="FAQs"
      intro="The questions on the members’ help screen, by group; a change shows there at once"
      newLabel="New question"
      query={faqs}
      listLabel="Questions"
      rowClassName="h-20"
      empty={{
        icon: <CircleHelp className="h-10 w-10" />,
        title: 'No questions yet',
        description: 'Answer what members ask most: membership, products and events.',
      }}
      nameOf={(f) => f.question}
      row={(f) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="grey">{f.category}</Badge>
            <span className="text-xs text-muted">place {f.sortOrder}</span>
          </div>
          <p className="mt-1 font-semibold text-ink">{f.question}</p>
          <p className="line-clamp-2 text-sm text-muted">{f.answer}</p>
        </>
      )}
      editorTitle={(f) => (f ? 'Edit question' : 'New question')}
      editor={(f, done) => <FaqForm faq={f} onDone={done} />}
      removal={{
        confirmation: (f) => ({
          title: 'Remove this question?',
          description: `“${f.question}” leaves the members’ help screen at once.`,
          action: 'Remove question',
          destructive: true,
        }),
        run: (f) => remove.mutateAsync(f.id),
        pending: remove.isPending,
        done: () => ({ title: 'Question removed', description: 'The help screen no longer shows it.' }),
        failed: () => 'The question could not be removed. Please try again.',
      }}
      otherErrors={[remove.error]}
    />
  );
}
