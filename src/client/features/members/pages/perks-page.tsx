// /members/perks — the perks wallet (SPEC §2): banner, perk cards with their code, the terms the code keeps
// (COMMERCE §6: 'First order only', 'Birthday month', …) and remaining uses, the general terms.
import { Gift, Sparkles, Truck } from 'lucide-react';
import type { Perk } from '@shared/schemas/catalogue';
import { formatShortDate } from '@shared/dates';
import { RequireMember } from '@client/app/require-member';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePerks } from '../api';
import { CodeChip, CopyCodeButton } from '@client/components/copy-code';
import { LoadError, MemberScreen } from '../components/member-screen';
import { perkTypeLabel, remainingUsesLabel } from '../labels';

export default function PerksPage() {
  return (
    <RequireMember>
      <PerksWallet />
    </RequireMember>
  );
}

function PerksWallet() {
  const query = usePerks();
  return (
    <MemberScreen title="Perks wallet">
      <div className="mb-5 flex items-center gap-3 rounded-2xl bg-brand p-5 text-white">
        <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-white/15">
          <Sparkles className="h-5 w-5" />
        </span>
        <div>
          <p className="text-lg font-semibold">Skin Circle Member</p>
          <p className="text-sm text-white/80">Your exclusive codes, ready to use at checkout.</p>
        </div>
      </div>

      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your perks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="Unable to load your perks" onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Gift className="h-8 w-8" />}
          title="No perks right now"
          description="New member perks will appear here."
        />
      ) : (
        <ul className="space-y-3">
          {query.data.map((perk) => (
            <PerkCard key={perk.id} perk={perk} />
          ))}
        </ul>
      )}

      <section aria-labelledby="perk-terms" className="mt-6 rounded-2xl bg-sand/70 p-4">
        <h2 id="perk-terms" className="font-semibold text-ink">
          Important terms
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>Codes cannot be combined with other offers unless stated.</li>
          <li>Valid on Skin Circle website purchases only.</li>
          <li>Some exclusions may apply to sale items.</li>
        </ul>
      </section>
    </MemberScreen>
  );
}

function PerkCard({ perk }: { perk: Perk }) {
  const Icon = perk.discountType === 'shipping' ? Truck : Gift;
  return (
    <li>
      <Card className="space-y-3">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
          >
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <Badge tone="neutral">{perkTypeLabel(perk.discountType)}</Badge>
            <h2 className="mt-1 font-semibold text-ink">{perk.name}</h2>
            <p className="text-sm text-muted">{perk.description}</p>
            {perk.terms.length > 0 && (
              <ul aria-label={`Terms of ${perk.name}`} className="mt-2 flex flex-wrap gap-1.5">
                {perk.terms.map((term) => (
                  <li key={term}>
                    <Badge tone="yellow">{term}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CodeChip code={perk.code} />
          <CopyCodeButton code={perk.code} />
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted">
          <span>{remainingUsesLabel(perk.maxUses, perk.currentUses)}</span>
          {perk.validUntil && <span>Valid until {formatShortDate(perk.validUntil)}</span>}
        </p>
      </Card>
    </li>
  );
}
