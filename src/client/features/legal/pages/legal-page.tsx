// /terms, /privacy, /returns, /delivery and /contact (OPERATIONS §4, decision 0241): the page as staff wrote it,
// the trader's details filled in by the server. Public and rendered on the server, like the catalogue's pages.
import { useQuery } from '@tanstack/react-query';
import { useRoute } from 'wouter';
import type { Page } from '@shared/schemas/pages';
import { PageHeader } from '@client/components/shop/header';
import { ErrorState } from '@client/components/shop/error-state';
import { PageText } from '@client/components/shop/page-text';
import { Skeleton } from '@client/components/ui/skeleton';

export default function LegalPage() {
  const [, params] = useRoute<{ slug: string }>('/:slug');
  const slug = params?.slug ?? '';
  const page = useQuery<Page>({ queryKey: [`/api/pages/${slug}`] });
  return (
    <>
      <PageHeader title={page.data?.title ?? ''} backHref="/" backLabel="Home" titleHidden />
      <main className="px-4 pb-8 pt-4">
        {page.data ? (
          <article>
            <h1 className="mb-4 font-display text-2xl text-ink">{page.data.title}</h1>
            <PageText body={page.data.body} />
          </article>
        ) : page.isError ? (
          <ErrorState what="page" onRetry={() => void page.refetch()} />
        ) : (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </main>
    </>
  );
}
