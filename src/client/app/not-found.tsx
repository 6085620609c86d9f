import { Link } from 'wouter';
import { buttonClass } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted">The page you were looking for is not here.</p>
      <Link href="/" className={buttonClass('outline')}>
        Back to Home
      </Link>
    </main>
  );
}
