// /members/events (SPEC §2): upcoming expert led sessions, each bookable on the brand's booking page.
import { CalendarDays, Clock, ExternalLink, Users } from 'lucide-react';
import type { Event } from '@shared/schemas/catalogue';
import { formatEventDate, formatTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { safeUrl } from '@shared/quiz-answers';
import { RequireMember } from '@client/app/require-member';
import { Badge } from '@client/components/ui/badge';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { useEvents } from '../api';
import { LoadError, MemberScreen } from '../components/member-screen';
import { eventTypeLabel, spotsLabel } from '../labels';

export default function EventsPage() {
  return (
    <RequireMember>
      <UpcomingEvents />
    </RequireMember>
  );
}

function UpcomingEvents() {
  const query = useEvents();
  return (
    <MemberScreen title="Upcoming events">
      <p className="-mt-2 mb-5 text-muted">Expert led sessions</p>
      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading events">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-72 w-full rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="Unable to load events" onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="h-8 w-8" />}
          title="No upcoming events"
          description="Check back soon for new expert led sessions and workshops."
        />
      ) : (
        <ul className="space-y-4">
          {query.data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </MemberScreen>
  );
}

function EventCard({ event }: { event: Event }) {
  const bookingUrl = safeUrl(event.bookingUrl);
  return (
    <li>
      <Card className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge tone="brand">{eventTypeLabel(event.eventType)}</Badge>
          <p className="text-lg font-semibold text-ink">{formatPrice(event.price)}</p>
        </div>
        <h2 className="font-display text-xl leading-snug text-ink">{event.title}</h2>
        <p className="text-sm text-muted">{event.description}</p>
        <ul className="space-y-1.5 text-sm text-ink">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-brand" />
            <span>
              {formatEventDate(event.dateTime)} at {formatTime(event.dateTime)}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="h-4 w-4 text-brand" />
            <span>{event.duration} minutes</span>
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="h-4 w-4 text-brand" />
            <span>{spotsLabel(event.maxAttendees, event.currentAttendees)}</span>
          </li>
        </ul>
        {bookingUrl && (
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'w-full')}
          >
            Book your place
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only"> for {event.title} (opens in a new tab)</span>
          </a>
        )}
      </Card>
    </li>
  );
}
