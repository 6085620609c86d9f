// /members/account, Discount codes tab: the member's own codes (issued for their points, with a copy button and
// the uses left), then the rewards their points buy, each with a Redeem button when they can afford it.
import { Ticket } from 'lucide-react';
import { isPastValidUntil } from '@shared/code-rules';
import { formatShortDate } from '@shared/dates';
import { formatCount } from '@shared/money';
import type { Reward } from '@shared/schemas/catalogue';
import type { MemberCode } from '@shared/schemas/rewards';
import { CodeChip, CopyCodeButton } from '@client/components/copy-code';
import { RedeemButton } from '@client/components/redeem-reward';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { useAuth } from '@client/lib/auth';
import { useMyCodes, useRewards } from '../api';
import { discountLabel, remainingUsesLabel } from '../labels';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './member-screen';

export function CodesTab() {
  const { user } = useAuth();
  const mine = useMyCodes(user?.id ?? '');
  const query = useRewards();
  return (
    <div className="space-y-6">
      <section aria-labelledby="my-codes-heading" className="space-y-3">
        <h2 id="my-codes-heading" className="text-base font-semibold text-ink">
          Your codes
        </h2>
        {mine.isPending ? (
          <ListSkeleton label="Loading your codes" height="h-24" />
        ) : mine.isError ? (
          <LoadError title="Unable to load your codes" onRetry={() => mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <EmptyState
            icon={<Ticket className="h-8 w-8" />}
            title="No discount codes yet"
            description="Redeem a reward with your points and its code will appear here, ready to use at checkout."
          />
        ) : (
          <ul className="space-y-3" aria-label="Your codes">
            {mine.data.map((code) => (
              <li key={code.id}>
                <IssuedCodeCard code={code} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rewards-heading" className="space-y-3">
        <div>
          <h2 id="rewards-heading" className="text-base font-semibold text-ink">
            Rewards
          </h2>
          {user && (
            <p className="text-sm text-muted">
              You have <span className="font-medium text-ink">{formatCount(user.rewardPoints)}</span> points to spend.
            </p>
          )}
        </div>
        {query.isPending ? (
          <ListSkeleton label="Loading your discount codes" />
        ) : query.isError ? (
          <LoadError title="Unable to load your discount codes" onRetry={() => query.refetch()} />
        ) : (
          <ul className="space-y-3" aria-label="Rewards">
            {query.data.map((reward) => (
              <li key={reward.id}>
                <RewardCodeCard reward={reward} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function IssuedCodeCard({ code }: { code: MemberCode }) {
  const left = Math.max(0, code.maxUses - code.currentUses);
  const expired = isPastValidUntil(code.validUntil);
  const usable = code.isActive && left > 0 && !expired;
  return (
    <Card className="space-y-3">
      <div>
        <Badge tone={usable ? 'green' : 'neutral'}>
          {code.discountType === null ? 'Voucher' : discountLabel(code.discountType, code.discountValue)}
        </Badge>
        <h3 className="mt-1 font-semibold text-ink">{code.rewardName}</h3>
        <p className="text-xs text-muted">
          Redeemed {formatShortDate(code.createdAt)} for {formatCount(code.pointsSpent)} points
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CodeChip code={code.code} />
        {usable && <CopyCodeButton code={code.code} />}
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted">
        {code.validUntil && <span>Valid until {formatShortDate(code.validUntil)}</span>}
        <span>{left === 0 ? 'Used' : expired ? 'Expired' : remainingUsesLabel(code.maxUses, code.currentUses)}</span>
      </p>
    </Card>
  );
}

function RewardCodeCard({ reward }: { reward: Reward }) {
  return (
    <Card className="space-y-3">
      <div>
        <Badge tone="neutral">
          {reward.discountType ? discountLabel(reward.discountType, reward.discountValue) : 'Reward'}
        </Badge>
        <h3 className="mt-1 font-semibold text-ink">{reward.name}</h3>
        <p className="text-sm text-muted">{reward.description}</p>
      </div>
      {/* No catalogue code to copy: redeeming issues the member's own (the catalogue's is refused at checkout). */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-brand">{formatCount(reward.pointsCost)} points</span>
        <RedeemButton reward={reward} />
      </div>
      {reward.validUntil && <p className="text-xs text-muted">Valid until {formatShortDate(reward.validUntil)}</p>}
    </Card>
  );
}
