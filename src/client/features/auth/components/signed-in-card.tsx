// /auth for someone already signed in: carry on, or sign out here (the profile page offers it too).
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { User } from '@shared/schemas/user';
import { Button, buttonClass } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useNext } from '../hooks/use-complete-sign-in';
import { DEFAULT_DESTINATION } from '../next';

export function SignedInCard({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const next = useNext();
  useDocumentTitle("You're signed in");
  return (
    <div className="space-y-5 text-center">
      <div>
        <h1 className="text-xl font-semibold text-ink">You're signed in</h1>
        <p className="mt-1 text-sm text-muted">
          as {user.firstName} {user.lastName} ({user.email})
        </p>
      </div>
      <div className="grid gap-3">
        <Link href={next ?? DEFAULT_DESTINATION} className={buttonClass('primary', 'lg', 'w-full')}>
          Continue to Skin Circle
        </Link>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut();
            setLeaving(false);
          }}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {leaving ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </div>
  );
}
