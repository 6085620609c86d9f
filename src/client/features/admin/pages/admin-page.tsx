// /admin (SPEC §2): the simple panel linking to the console's two tools.
import { ChevronRight, ClipboardList, MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell } from '../components/admin-shell';
import { SetupChecklist } from '../components/setup-checklist';

const TOOLS = [
  {
    href: '/admin/penny-ai-dashboard',
    title: 'Penny AI Dashboard',
    description: 'Conversations with the AI assistant: volume, email capture, topics and transcripts.',
    Icon: MessagesSquare,
  },
  {
    href: '/admin/quiz-submissions',
    title: 'Quiz Submissions',
    description: 'Customers’ skin-quiz answers and recommended products, with notes and follow-up status.',
    Icon: ClipboardList,
  },
];

export default function AdminPanelPage() {
  useDocumentTitle('Admin Panel');
  return (
    <AdminShell>
      <h1 className="font-display text-2xl text-ink">Admin Panel</h1>
      <p className="text-sm text-muted">Choose a tool</p>
      <div className="mt-5">
        <SetupChecklist />
      </div>
      <ul className="mt-5 grid gap-3 md:grid-cols-2">
        {TOOLS.map(({ href, title, description, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 hover:bg-cream focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-sm text-muted">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
