// /members/account, Profile tab: the member's details, their birthday, and how they sign in (or the create-password
// form).
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/user';
import { Card } from '@client/components/ui/card';
import { tierLabel } from '../labels';
import { BirthdayForm } from './birthday-form';
import { CreatePassword } from './create-password';
import { SignOutEverywhere } from './sign-out-everywhere';
import { YourData } from './your-data';

export function ProfileTab({ user }: { user: User }) {
  const rows: Array<[string, ReactNode]> = [
    ['First name', user.firstName || '—'],
    ['Last name', user.lastName || '—'],
    ['Email', user.email],
    ['Membership', tierLabel(user.membershipTier)],
    ['Reward points', user.rewardPoints.toLocaleString('en-GB')],
  ];
  if (user.skinType) rows.push(['Skin type', user.skinType]);
  if (user.skinConcerns.length) rows.push(['Skin concerns', user.skinConcerns.join(', ')]);

  return (
    <div className="space-y-4">
      <Card>
        <h3 className="mb-2 font-semibold text-ink">Your details</h3>
        <dl className="divide-y divide-line text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words text-right text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <BirthdayForm user={user} />
      {user.hasPassword ? (
        <Card className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <p className="text-sm text-muted">
            You can sign in with your email and password, or with a code sent to your email.
          </p>
        </Card>
      ) : (
        <CreatePassword userId={user.id} />
      )}
      <SignOutEverywhere />
      <YourData user={user} />
    </div>
  );
}
