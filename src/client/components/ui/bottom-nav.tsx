// The bottom navigation of home, search, wishlist and profile (SPEC §2 Shared).
import { Heart, Home, Search, User } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/cn';

const TABS = [
  { href: '/', label: 'Home', Icon: Home },
  { href: '/search', label: 'Search', Icon: Search },
  { href: '/wishlist', label: 'Wishlist', Icon: Heart },
  { href: '/profile', label: 'Profile', Icon: User },
] as const;

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 backdrop-blur">
      <ul className="mx-auto grid max-w-[42rem] grid-cols-4 pb-[env(safe-area-inset-bottom)]">
        {TABS.map(({ href, label, Icon }) => {
          const active = location === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  active ? 'text-brand' : 'text-muted hover:text-ink',
                )}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A screen that carries the bottom navigation: leaves room for it at the bottom. */
export function WithBottomNav({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="pb-20">{children}</div>
      <BottomNav />
    </>
  );
}
