// The Import screen's preview (decision 0509): the lines that create or update a product, with the columns each
// changes. On a phone each line is a small card (explicit table roles keep the semantics, as the Products table).
import { formatCount } from '@shared/money';
import type { ImportRowChange } from '@shared/schemas/catalogue-import';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { changeText } from '../product-import';

/** Lines the preview shows: a whole catalogue stays readable and quick to draw. */
export const PREVIEW_ROWS = 500;

export function ImportChanges({ rows }: { rows: ImportRowChange[] }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
  const td = 'block px-0 py-0.5 md:table-cell md:px-3 md:py-2.5 md:align-top';
  return (
    <div className="space-y-2">
      <div className="md:overflow-hidden md:rounded-2xl md:border md:border-line md:bg-white">
        <table role="table" aria-label="Changes" className="block w-full text-sm md:table">
          <thead role="rowgroup" className="hidden border-b border-line bg-sand/40 md:table-header-group">
            <tr role="row">
              <th role="columnheader" scope="col" className={cn(th, 'w-16 pl-4')}>
                Line
              </th>
              <th role="columnheader" scope="col" className={th}>
                Product
              </th>
              <th role="columnheader" scope="col" className={cn(th, 'w-24')}>
                Change
              </th>
              <th role="columnheader" scope="col" className={cn(th, 'pr-4')}>
                What changes
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line">
            {shown.map((row) => (
              <tr
                key={row.line}
                role="row"
                className="block rounded-2xl border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0"
              >
                <td role="cell" className={cn(td, 'text-muted tabular-nums md:pl-4')}>
                  <span className="md:hidden">Line </span>
                  {row.line}
                </td>
                <td role="cell" className={cn(td, 'min-w-0')}>
                  <span className="block font-medium text-ink [overflow-wrap:anywhere]">{row.name}</span>
                  <span className="block text-xs text-muted [overflow-wrap:anywhere]">/{row.slug}</span>
                </td>
                <td role="cell" className={td}>
                  {row.action === 'create' ? <Badge tone="green">New</Badge> : <Badge tone="blue">Update</Badge>}
                </td>
                <td role="cell" className={cn(td, 'md:pr-4')}>
                  {row.action === 'create' && row.fields.length === 0 ? (
                    <span className="text-muted">A new product</span>
                  ) : (
                    <ul
                      className="flex flex-wrap gap-1.5"
                      aria-label={row.action === 'create' ? `New product ${row.name}` : `Changes to ${row.name}`}
                    >
                      {row.fields.map((f) => (
                        <li
                          key={f.field}
                          className="rounded-full bg-sand px-2 py-0.5 text-xs text-ink [overflow-wrap:anywhere]"
                        >
                          {changeText(f)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && (
        <p className="text-sm text-muted">
          Showing the first {formatCount(shown.length)} of {formatCount(rows.length)} lines that change.
        </p>
      )}
    </div>
  );
}
