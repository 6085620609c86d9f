// "Email me when it's back" on an out-of-stock product (issue 27): a member asks, sees "We'll email you when it's
// back" with a way to cancel; a visitor is offered a sign-in that comes back to the product. Loaded only for
// out-of-stock products (product-page.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalogue';
import type { StockAlert, StockAlertState } from '@shared/schemas/stock-alerts';
import { Bell, BellOff, Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { ApiError, apiJson, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { notify } from '@client/lib/toast';

// ── Server state ─────────────────────────────────────────────────────────────────────────────────────────
export const stockAlertsKey = (userId: string) => ['/api/stock-alerts', userId] as const;

/** The member's waiting back-in-stock requests (their own: the server takes the member from the session). */
export function useStockAlerts() {
  const { user } = useAuth();
  return useQuery<StockAlert[]>({ queryKey: stockAlertsKey(user?.id ?? ''), enabled: Boolean(user) });
}

/** Asks for (or withdraws) the back-in-stock mail for one product. */
export function useSetStockAlert() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = stockAlertsKey(user?.id ?? '');
  return useMutation({
    mutationFn: ({ productId, wanted }: { productId: string; wanted: boolean }) =>
      apiJson<StockAlertState>(wanted ? 'PUT' : 'DELETE', `/api/products/${productId}/stock-alert`),
    onSuccess: (state) =>
      queryClient.setQueryData<StockAlert[]>(key, (list = []) =>
        state.requested
          ? [...list.filter((a) => a.productId !== state.productId), { productId: state.productId, createdAt: '' }]
          : list.filter((a) => a.productId !== state.productId),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Out of stock: "Email me when it's back", then "We'll email you when it's back" with a way to cancel. */
export default function BackInStock({
  product,
  signedIn,
  signInHref,
}: {
  product: Product;
  signedIn: boolean;
  signInHref: string;
}) {
  const alerts = useStockAlerts();
  const setAlert = useSetStockAlert();
  if (!signedIn) {
    return (
      <p className="text-center text-sm text-muted">
        <Link href={signInHref} className="font-medium text-brand underline underline-offset-4">
          Sign in
        </Link>{' '}
        and we'll email you when it's back.
      </p>
    );
  }
  if (alerts.isPending) return null;
  const requested = alerts.data?.some((a) => a.productId === product.id) ?? false;
  const change = (wanted: boolean) =>
    setAlert.mutate(
      { productId: product.id, wanted },
      {
        onError: (error) =>
          notify({
            title: wanted ? 'Could not set up the email' : 'Could not cancel the email',
            description: serverMessage(error, 'Please try again.'),
            variant: error instanceof ApiError && error.status === 409 ? 'default' : 'destructive',
          }),
      },
    );
  if (requested) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-soft px-3 py-2" role="status">
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-success" />
          We'll email you when it's back
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => change(false)}
          disabled={setAlert.isPending}
          aria-label={`Cancel the back-in-stock email for ${product.name}`}
        >
          <BellOff aria-hidden="true" className="h-4 w-4" />
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="lg" className="w-full" onClick={() => change(true)} disabled={setAlert.isPending}>
      <Bell aria-hidden="true" className="h-4 w-4" />
      Email me when it's back
    </Button>
  );
}
