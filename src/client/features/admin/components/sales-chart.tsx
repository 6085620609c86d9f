// Revenue by day as a hand-written SVG bar chart (decision 0523): no chart library in node_modules, and this costs
// the console's chunk a few hundred bytes. The SVG is a picture for sighted staff (aria-hidden); the same figures
// are a table for screen readers, and each bar's <title> names its day and figures on hover.
import type { SalesDay } from '@shared/schemas/sales';
import { formatPence, formatPrice, toPence } from '@shared/money';
import { Card } from '@client/components/ui/card';

const WIDTH = 640;
const HEIGHT = 160;
const AXIS = 1;

/** '2026-06-10' → '10 Jun' (the day as written, whatever the browser's zone). */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function SalesChart({ days }: { days: SalesDay[] }) {
  const pence = days.map((d) => Math.max(0, toPence(d.revenue)));
  const max = Math.max(1, ...pence);
  const slot = WIDTH / Math.max(1, days.length);
  // At most a thumb's width: a single day is one bar, not a wall.
  const bar = Math.max(1, Math.min(slot * 0.7, 56));
  const plot = HEIGHT - AXIS;
  // A few day labels under the axis: first, middle, last (every one when there are a week's or fewer).
  const labelled = new Set(
    days.length <= 7 ? days.map((_, i) => i) : [0, Math.floor((days.length - 1) / 2), days.length - 1],
  );
  return (
    <Card>
      <h2 className="font-semibold text-ink">Revenue by day</h2>
      <p className="text-xs text-muted">Highest day {formatPence(Math.max(0, ...pence))}</p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-40 w-full"
        preserveAspectRatio="none"
        data-testid="sales-chart"
      >
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-line" strokeWidth={1} />
        {days.map((d, i) => {
          const h = (pence[i] / max) * (plot - 8);
          return (
            <g key={d.date}>
              <rect
                x={i * slot + (slot - bar) / 2}
                y={plot - h}
                width={bar}
                height={h}
                rx={Math.min(3, bar / 3)}
                className="fill-brand/80"
              >
                <title>{`${dayLabel(d.date)}: ${formatPrice(d.revenue)}, ${d.orders} ${d.orders === 1 ? 'order' : 'orders'}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {/* Day labels in HTML, not in the stretched SVG: text keeps its shape at any width. */}
      <div aria-hidden="true" className="relative h-4 text-[11px] text-muted">
        {days.map((d, i) =>
          labelled.has(i) ? (
            <span
              key={d.date}
              className="absolute top-0 whitespace-nowrap"
              style={{
                left: `${((i + 0.5) / days.length) * 100}%`,
                transform:
                  days.length > 7 && i === 0
                    ? 'translateX(-0.5rem)'
                    : days.length > 7 && i === days.length - 1
                      ? 'translateX(calc(-100% + 0.5rem))'
                      : 'translateX(-50%)',
              }}
            >
              {dayLabel(d.date)}
            </span>
          ) : null,
        )}
      </div>
      <table className="sr-only">
        <caption>Revenue and orders by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{formatPrice(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
