// What every successful sign-in does (SPEC §4, §8): keep the member, welcome them to the loyalty group and go
// to the members' home.
import type { User } from '@shared/schemas/user';
import { useLocation } from 'wouter';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/toast';

export const WELCOME_TITLE = 'Welcome to Skin Circle!';

export function useCompleteSignIn() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  return (user: User, { isNew }: { isNew: boolean }) => {
    signIn(user);
    notify({
      title: WELCOME_TITLE,
      description: isNew ? `Your membership is ready, ${user.firstName}.` : `Good to see you again, ${user.firstName}.`,
    });
    navigate('/members/home');
  };
}
