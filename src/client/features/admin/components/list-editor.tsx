// The console's list-with-editor screens (Categories, Discounts, Rewards, Events, FAQs; decisions 0506, 0510): a
// heading with a New button, the list (ListState: skeleton rows while loading, "… could not be loaded" with Try
// again; an empty state), a row per item with its own controls, Edit and, where items can go, Delete. Edit and New
// open the editor in a dialog; a delete is asked first (ConfirmDialog) and a refusal is shown above the list. One
// column of rows at every width, so a 390 px phone needs no second layout. A 401 from any of its calls signs out.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import type { Confirmation } from '../fulfilment';
import { useSignedOutRedirect } from './admin-shell';
import { ConfirmDialog } from './confirm-dialog';
import { ListState, type ListQuery } from './list-state';

/** How an item is deleted: asked first, then run; done is a toast, a refusal is shown above the list. */
export type Removal<T> = {
  confirmation(item: T): Confirmation;
  /** The delete itself (a mutation's mutateAsync). */
  run(item: T): Promise<unknown>;
  pending: boolean;
  done(item: T): { title: string; description?: string };
  /** Said when the server gives no reason. */
  failed(item: T): string;
};

export function ListEditor<T extends { id: string }>({
  title,
  intro,
  newLabel,
  query,
  listLabel,
  rowClassName,
  empty,
  nameOf,
  row,
  controls,
  editorTitle,
  editor,
  removal,
  otherErrors = [],
}: {
  /** The screen's heading. */
  title: string;
  /** One line under it: what the list is and when a change shows. */
  intro: string;
  /** The New button's label ("New category"); none for a fixed set of items (the legal pages). */
  newLabel?: string;
  query: ListQuery<T[]> & { error: unknown };
  /** What the list holds, for the list's name and its loading and failure texts ("Discount codes"). */
  listLabel: string;
  /** The skeleton rows' height, close to a real row's. */
  rowClassName: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** The item's name, for its buttons' names ("Edit Serums") and questions. */
  nameOf(item: T): string;
  /** What the row says about the item. */
  row(item: T): ReactNode;
  /** The row's own controls, before Edit (a switch). */
  controls?(item: T): ReactNode;
  /** The dialog's title: for a new item (null) or this one. */
  editorTitle(item: T | null): string;
  /** The form, for a new item (null) or this one; `done` closes the dialog. */
  editor(item: T | null, done: () => void): ReactNode;
  removal?: Removal<T>;
  /** Errors of the screen's other calls: a 401 there ends the session too. */
  otherErrors?: unknown[];
}) {
  useSignedOutRedirect(query.error, ...otherErrors);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmDelete = () => {
    if (!deleting || !removal) return;
    const item = deleting;
    removal
      .run(item)
      .then(() => {
        setRefusal(null);
        notify(removal.done(item));
      })
      .catch((error: unknown) => setRefusal(serverMessage(error, removal.failed(item))))
      .finally(() => setDeleting(null));
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
            {title}
          </h1>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        {newLabel && (
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {newLabel}
          </Button>
        )}
      </header>
      {refusal && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-danger">
          {refusal}
        </p>
      )}
      <ListState query={query} title={listLabel} rowClassName={rowClassName}>
        {(items) =>
          items.length === 0 ? (
            <Card>
              <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
            </Card>
          ) : (
            <ul aria-label={listLabel} className="divide-y divide-line rounded-2xl border border-line bg-white">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 md:px-4">
                  {/* At least 14rem: on a phone the controls go under the text rather than squeeze it. */}
                  <div className="min-w-[14rem] flex-1">{row(item)}</div>
                  <div className="flex shrink-0 items-center gap-1">
                    {controls?.(item)}
                    <Button size="sm" variant="outline" onClick={() => setEditing({ item })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit<span className="sr-only"> {nameOf(item)}</span>
                    </Button>
                    {removal && (
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(item)}>
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        Delete<span className="sr-only"> {nameOf(item)}</span>
                      </Button>
                    )}
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
        title={editorTitle(editing?.item ?? null)}
        fallbackFocus={() => heading.current}
      >
        {editing && <Fragment key={editing.item?.id ?? 'new'}>{editor(editing.item, () => setEditing(null))}</Fragment>}
      </Dialog>

      {removal && (
        <ConfirmDialog
          confirmation={deleting && removal.confirmation(deleting)}
          pending={removal.pending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => heading.current}
        />
      )}
    </div>
  );
}
