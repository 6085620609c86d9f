// /admin/products/import (OPERATIONS §1 "Bring a catalogue", decision 0509): choose or drop a products file; the
// server checks it without writing (a dry run) and the screen shows what it would do — how many products it creates,
// updates and leaves, each changing line with the columns it changes — or every problem with its line and column.
// "Import N products" then imports it (all or nothing), and the result links back to Products.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  PRODUCT_CSV_COLUMNS,
  type ProductImportErrors,
  type ProductImportResult,
} from '@shared/schemas/catalogue-import';
import { BackLink } from '@client/components/ui/back-button';
import { Button, buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { FileDrop } from '../components/file-drop';
import { ImportChanges } from '../components/import-changes';
import { StatCard } from '../components/stat-card';
import { useProductImport } from '../catalogue-api';
import { ExportButton } from '../components/export-button';
import { fileProblem, importLabel, problemsText, resultText, toChange } from '../product-import';

export default function ProductImportPage() {
  useDocumentTitle('Import products');
  return (
    <AdminShell>
      <BackLink href="/admin/products" label="Back to products" />
      <ProductImport />
    </AdminShell>
  );
}

type Step =
  | { kind: 'choose'; problem?: string }
  | { kind: 'checking'; name: string }
  | { kind: 'preview'; name: string; text: string; result: ProductImportResult; problem?: string }
  | { kind: 'refused'; name: string; refused: ProductImportErrors; imported: boolean }
  | { kind: 'done'; name: string; result: ProductImportResult };

const HINT =
  'CSV UTF-8, at most 5 MB and 10,000 products, with the columns of Export CSV. ' +
  'A new slug creates a product; a known one updates it.';

function ProductImport() {
  const importer = useProductImport();
  useSignedOutRedirect(importer.error);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving the focus to its heading (keyboard and screen reader users follow it).
  useEffect(() => {
    if (step.kind !== 'choose') heading.current?.focus();
  }, [step.kind]);

  const check = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return setStep({ kind: 'choose', problem });
    setStep({ kind: 'checking', name: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setStep({ kind: 'choose', problem: `${file.name} could not be read. Please choose it again.` });
    }
    importer.mutate(
      { text, dryRun: true },
      {
        onSuccess: (answer) =>
          setStep(
            'result' in answer
              ? { kind: 'preview', name: file.name, text, result: answer.result }
              : { kind: 'refused', name: file.name, refused: answer.refused, imported: false },
          ),
        onError: (error) =>
          setStep({
            kind: 'choose',
            problem: serverMessage(error, `${file.name} could not be checked. Please try again.`),
          }),
      },
    );
  };

  const run = () => {
    if (step.kind !== 'preview' || importer.isPending) return;
    const { name, text } = step;
    importer.mutate(
      { text, dryRun: false },
      {
        onSuccess: (answer) => {
          if ('refused' in answer) return setStep({ kind: 'refused', name, refused: answer.refused, imported: true });
          notify({ title: 'Products imported', description: resultText(answer.result) });
          setStep({ kind: 'done', name, result: answer.result });
        },
        onError: (error) =>
          setStep({
            ...step,
            problem: serverMessage(error, 'The import failed and nothing was changed. Please try again.'),
          }),
      },
    );
  };

  const again = () => setStep({ kind: 'choose' });
  const chooser = (problem?: string) => (
    <FileDrop label="Choose a CSV file" accept=".csv,text/csv" hint={HINT} error={problem} onFile={check} />
  );

  return (
    <div className="mt-3 space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Import products</h1>
          <p className="text-sm text-muted">Check a file first: nothing changes in the shop until you import it.</p>
        </div>
        <ExportButton />
      </header>

      {step.kind === 'choose' && (
        <>
          {chooser(step.problem)}
          <Columns />
        </>
      )}

      {step.kind === 'checking' && (
        <Card role="status" aria-live="polite" className="space-y-3">
          <h2 ref={heading} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            Checking {step.name}…
          </h2>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </Card>
      )}

      {step.kind === 'preview' && (
        <section aria-labelledby="import-preview" className="space-y-4">
          <h2
            id="import-preview"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-ink [overflow-wrap:anywhere] focus:outline-none"
          >
            {step.name}: what the import will do
          </h2>
          <div className="grid grid-cols-3 gap-3">
            <StatCard label="To create" value={step.result.created} />
            <StatCard label="To update" value={step.result.updated} />
            <StatCard label="Unchanged" value={step.result.unchanged} />
          </div>
          {toChange(step.result) === 0 ? (
            <Card>
              <p className="font-semibold text-ink">Nothing to import</p>
              <p className="text-sm text-muted">Every product in the file is already as the file says.</p>
            </Card>
          ) : (
            <ImportChanges rows={step.result.changes.filter((c) => c.action !== 'unchanged')} />
          )}
          {step.problem && (
            <p role="alert" className="text-sm text-danger">
              {step.problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {toChange(step.result) > 0 && (
              <Button onClick={run} disabled={importer.isPending}>
                {importer.isPending ? 'Importing…' : importLabel(toChange(step.result))}
              </Button>
            )}
            <Button variant="outline" onClick={again} disabled={importer.isPending}>
              Choose another file
            </Button>
          </div>
        </section>
      )}

      {step.kind === 'refused' && (
        <section aria-labelledby="import-problems" className="space-y-4">
          <Card role="alert" className="border-danger/40">
            <h2
              id="import-problems"
              ref={heading}
              tabIndex={-1}
              className="font-semibold text-ink [overflow-wrap:anywhere] focus:outline-none"
            >
              {step.name} was not imported: {problemsText(step.refused.errorCount)}
            </h2>
            <p className="text-sm text-muted">
              {step.imported ? 'The shop changed since the file was checked. ' : 'Nothing has changed in the shop. '}
              Fix each line below in the file, save it as CSV UTF-8 and choose it again.
            </p>
          </Card>
          <ol aria-label="Problems" className="divide-y divide-line rounded-2xl border border-line bg-white">
            {step.refused.errors.map((e, i) => (
              <li key={i} className="px-4 py-2.5 text-sm [overflow-wrap:anywhere]">
                <span className="font-semibold text-ink">Line {e.line}</span>
                {e.field && (
                  <>
                    {' · '}
                    <code className="rounded bg-sand px-1 text-ink">{e.field}</code>
                  </>
                )}
                <span className="text-muted">: {e.message}</span>
              </li>
            ))}
          </ol>
          {step.refused.errorCount > step.refused.errors.length && (
            <p className="text-sm text-muted">
              …and {problemsText(step.refused.errorCount - step.refused.errors.length)} more.
            </p>
          )}
          {chooser()}
        </section>
      )}

      {step.kind === 'done' && (
        <Card role="status" className="flex flex-col items-center gap-3 py-8 text-center">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-brand" />
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            Import complete
          </h2>
          <p className="text-sm text-muted">{resultText(step.result)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link href="/admin/products" className={buttonClass('primary', 'md')}>
              Back to products
            </Link>
            <Button variant="outline" onClick={again}>
              Import another file
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

/** The file's columns, for whoever writes one by hand or maps a supplier's sheet. */
function Columns() {
  return (
    <details className="rounded-2xl border border-line bg-white px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">The file’s columns</summary>
      <p className="mt-2 text-muted">
        One product a line under a header line naming these columns, in any order. Every column is needed but imageUrl.
      </p>
      <ul className="mt-2 grid gap-1 text-muted sm:grid-cols-2">
        {PRODUCT_CSV_COLUMNS.map((c) => (
          <li key={c}>
            <code className="rounded bg-sand px-1 text-ink">{c}</code> {COLUMN_NOTES[c]}
          </li>
        ))}
      </ul>
    </details>
  );
}

const COLUMN_NOTES: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
  slug: 'the product’s key: a new one creates a product',
  name: '',
  status: 'draft, active or archived',
  categorySlug: 'an existing category',
  price: 'in pounds, like 42.00',
  memberPrice: 'empty for none',
  stock: 'units on hand, as counted',
  isFeatured: 'true or false',
  isNew: 'true or false',
  isExclusive: 'true or false',
  shortDescription: '',
  description: '',
  ingredients: 'separated by |',
  benefits: 'separated by |',
  inci: 'the full list as on the pack',
  sizeAmount: 'like 30, empty for none',
  sizeUnit: 'ml or g',
  imageUrl: 'empty keeps the current picture',
};
