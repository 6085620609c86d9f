// /admin/audit (OPERATIONS §2, decision 0513): the audit log for owners — every staff write, newest first, by who
// and by what, 50 a page. Read only: nothing in the product edits or removes an entry.
import { useState } from 'react';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@shared/schemas/staff';
import { AdminShell } from '../components/admin-shell';
import { FilterSelect } from '../components/filter-select';
import { Pager } from '../components/pager';
import { useAudit } from '../team-api';

const ENTITIES: Array<[string, string]> = [
  ['order', 'Orders'],
  ['product', 'Products'],
  ['category', 'Categories'],
  ['code', 'Discount codes'],
  ['reward', 'Rewards'],
  ['event', 'Events'],
  ['faq', 'FAQs'],
  ['quiz-submission', 'Quiz submissions'],
  ['staff', 'Staff'],
  ['team-settings', 'Team settings'],
  ['mail', 'Mails'],
];

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="border-b border-line py-3 text-sm last:border-0">
      <p>
        <span className="font-medium">{entry.actor}</span> · {entry.action} {entry.entity}
        {entry.entityId ? <span className="text-muted"> {entry.entityId}</span> : null}
      </p>
      <p className="text-xs text-muted">{new Date(entry.at).toLocaleString('en-GB')}</p>
      {(entry.before != null || entry.after != null) && (
        <div className="mt-1 grid gap-2 md:grid-cols-2">
          <pre className="overflow-x-auto rounded-lg bg-cream p-2 text-xs" aria-label="Before">
            {shown(entry.before) || '—'}
          </pre>
          <pre className="overflow-x-auto rounded-lg bg-cream p-2 text-xs" aria-label="After">
            {shown(entry.after) || '—'}
          </pre>
        </div>
      )}
    </li>
  );
}

export default function AuditPage() {
  useDocumentTitle('Audit log');
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAudit({ actor, entity, page });
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <AdminShell>
      <h1 className="font-display text-2xl text-ink">Audit log</h1>
      <p className="text-sm text-muted">
        Every change made in the console: who, when, and the fields before and after.
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <Field label="Who">
          {(control) => (
            <Input
              {...control}
              value={actor}
              maxLength={200}
              placeholder="Email or username"
              onChange={(e) => {
                setActor(e.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
        <FilterSelect
          label="What"
          value={entity}
          options={ENTITIES}
          onChange={(v) => {
            setEntity(v);
            setPage(1);
          }}
        />
      </div>
      <Card className="mt-4 p-5">
        {audit.isError ? (
          <p role="alert" className="text-sm text-danger">
            The audit log could not be loaded.
          </p>
        ) : audit.data && audit.data.entries.length === 0 ? (
          <p className="text-sm text-muted">No changes match.</p>
        ) : (
          <ul aria-label="Changes">
            {audit.data?.entries.map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
          </ul>
        )}
      </Card>
      {pages > 1 && (
        <div className="mt-4">
          <Pager page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </AdminShell>
  );
}
