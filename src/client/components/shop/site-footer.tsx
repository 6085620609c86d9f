// The legal pages' links (OPERATIONS §4, decision 0241) at the foot of every storefront and members' screen; not in
// the console or the full-screen chat. Room below for the bottom navigation, which is fixed over the page's foot.
import { Link, useLocation } from 'wouter';
import { PAGE_LINKS } from '@shared/pages';

const HIDDEN = /^\/(console|admin|chat)(\/|$)/;

export function SiteFooter() {
  const [location] = useLocation();
  if (HIDDEN.test(location)) return null;
  return (
    <footer className="border-t border-line px-4 pb-24 pt-5 text-sm text-muted">
      <nav aria-label="Legal">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {PAGE_LINKS.map(({ slug, label }) => (
            <li key={slug}>
              <Link href={`/${slug}`} className="hover:text-ink hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
