import type { ProductStatus } from '@shared/schemas/catalogue';
import { Badge } from '@client/components/ui/badge';
import { STATUS_LABELS } from '../product-form';

/** Draft, Active or Archived (decision 0507): only an active product is in the shop. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const tone = status === 'active' ? 'green' : status === 'draft' ? 'yellow' : 'grey';
  return <Badge tone={tone}>{STATUS_LABELS[status]}</Badge>;
}
