// What every successful sign-in does (SPEC §4, §8): keep the member, welcome them to the loyalty group and go
// to the members' home — or back to the page the shopper came from (`?next=`, decision 0105).
import type { User } from '@shared/schemas/user';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';
import { DEFAULT_DESTINATION, nextFromSearch } from '../next';

export const WELCOME_TITLE = 'Welcome to Skin Circle!';

/** The screen's `next` (same-site paths only), or null. */
export function useNext(): string | null {
  return nextFromSearch(useSearch());
}

export function useCompleteSignIn() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const next = useNext();
  return (user: User, { isNew, stay = false }: { isNew: boolean; stay?: boolean }) => {
    signIn(user);
    notify({
      title: WELCOME_TITLE,
      description: isNew ? `Your membership is ready, ${user.firstName}.` : `Good to see you again, ${user.firstName}.`,
    });
    // `stay`: the screen has something to tell the member first, and moves on itself.
    if (!stay) navigate(next ?? DEFAULT_DESTINATION);
  };
}
