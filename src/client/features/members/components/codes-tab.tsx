// /members/account, Discount codes tab: the member's reward codes with a copy button.
import { Ticket } from 'lucide-react';
import { formatShortDate } from '@shared/dates';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRewards } from '../api';
import { discountLabel, remainingUsesLabel } from '../labels';
import { CodeChip, CopyCodeButton } from './copy-code-button';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './member-screen';

export function CodesTab() {
  const query = useRewards();
  if (query.isPending) return <ListSkeleton label="Loading your discount codes" />;
  if (query.isError) return <LoadError title="Unable to load your discount codes" onRetry={() => query.refetch()} />;
  const codes = query.data.filter((reward): reward is typeof reward & { code: string } => Boolean(reward.code));
  if (codes.length === 0) {
    return (
      <EmptyState
        icon={<Ticket className="h-8 w-8" />}
        title="No discount codes yet"
        description="Codes you can use at checkout will appear here."
      />
    );
  }
  return (
    <ul className="space-y-3">
      {codes.map((reward) => (
        <li key={reward.id}>
          <Card className="space-y-3">
            <div>
              <Badge tone="neutral">{discountLabel(reward.discountType, reward.discountValue)}</Badge>
              <h3 className="mt-1 font-semibold text-ink">{reward.name}</h3>
              <p className="text-sm text-muted">{reward.description}</p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CodeChip code={reward.code} />
              <CopyCodeButton code={reward.code} />
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              {reward.validUntil && <span>Valid until {formatShortDate(reward.validUntil)}</span>}
              <span>{remainingUsesLabel(reward.maxUses, reward.currentUses)}</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
