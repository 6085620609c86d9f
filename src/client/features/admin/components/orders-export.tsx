// The orders CSV for the books (OPERATIONS §4, decision 0242): a date range (last month by default, UK days, both
// included) and Export CSV; only for staff whose role may export (orders.export). A refusal (a range past 366
// days) is said in a toast with the server's words.
import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useStaffMe } from '../api';
import { saveFile } from '../download';
import { exportOrders } from '../orders-api';
import { may } from '../staff-nav';

/** Last month's first and last days, YYYY-MM-DD, by this browser's calendar. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    from: day(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
    to: day(new Date(now.getFullYear(), now.getMonth(), 0)),
  };
}

export function OrdersExport() {
  const me = useStaffMe();
  const [range, setRange] = useState(lastMonth);
  const [pending, setPending] = useState(false);
  const id = useId();
  if (!may(me.data, 'orders.export')) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const { blob, fileName } = await exportOrders(range.from, range.to);
      saveFile(blob, fileName);
    } catch (error) {
      notify({
        title: 'The orders could not be exported',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      aria-label="Export orders for the books"
      onSubmit={(e) => void submit(e)}
      className="flex flex-wrap items-end gap-3"
    >
      <div>
        <label htmlFor={`${id}-from`} className="block text-xs font-medium text-muted">
          From
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          required
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-xs font-medium text-muted">
          To
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          required
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
      </div>
      <Button type="submit" variant="outline" className="h-11" disabled={pending}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Exporting…' : 'Export CSV'}
      </Button>
    </form>
  );
}
