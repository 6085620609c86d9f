// /admin/events (OPERATIONS §1, decision 0510): every event, those to come first (soonest first), then past ones,
// each with its start (UK time), length, price and places booked; a new one or an edit in a dialog; a switch hides
// one from members or shows it again at once.
import { CalendarDays } from 'lucide-react';
import { formatEventDate, formatTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import { EVENT_TYPE_LABELS, type AdminEvent } from '@shared/schemas/content-admin';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ActiveSwitch } from '../components/active-switch';
import { AdminShell } from '../components/admin-shell';
import { EventForm } from '../components/event-form';
import { ListEditor } from '../components/list-editor';
import { useAdminEvents, useUpdateEvent } from '../content-api';
import { placesText } from '../content-forms';

export default function EventsPage() {
  useDocumentTitle('Events');
  return (
    <AdminShell>
      <Events />
    </AdminShell>
  );
}

/** Hidden, past, full or shown: what a member opening their Events screen now would meet. */
function status(e: AdminEvent): [string, BadgeTone] {
  if (!e.isActive) return ['Hidden', 'grey'];
  if (new Date(e.dateTime).getTime() < Date.now()) return ['Past', 'grey'];
  if (e.currentAttendees >= e.maxAttendees) return ['Fully booked', 'yellow'];
  return ['Shown', 'green'];
}

const kind = (type: string) => (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;

function Events() {
  const events = useAdminEvents();
  const toggle = useUpdateEvent();

  const switchEvent = (e: AdminEvent) =>
    toggle.mutate(
      { id: e.id, isActive: !e.isActive },
      {
        onSuccess: (saved) =>
          notify({
            title: `${saved.title} ${saved.isActive ? 'shown' : 'hidden'}`,
            description: saved.isActive ? 'Members see it again.' : 'Members no longer see it.',
          }),
        onError: (error) =>
          notify({
            title: `${e.title} could not be changed`,
            description: serverMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <ListEditor<AdminEvent>
      title="Events"
      intro="Expert led sessions on the members’ Events screen; a change shows there at once"
      newLabel="New event"
      query={events}
      listLabel="Events"
      rowClassName="h-20"
      empty={{
        icon: <CalendarDays className="h-10 w-10" />,
        title: 'No events yet',
        description: 'Plan a Skin Genius IQ session, a masterclass or a live Q&A.',
      }}
      nameOf={(e) => e.title}
      row={(e) => {
        const [label, tone] = status(e);
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{e.title}</span>
              <Badge tone={tone}>{label}</Badge>
            </div>
            <p className="text-sm text-ink">
              {formatEventDate(e.dateTime)} at {formatTime(e.dateTime)} · {e.duration} minutes ·{' '}
              {Number(e.price) === 0 ? 'Free' : formatPrice(e.price)}
            </p>
            <p className="text-xs text-muted">
              {kind(e.eventType)} · {placesText(e)}
            </p>
          </>
        );
      }}
      controls={(e) => (
        <ActiveSwitch checked={e.isActive} busy={toggle.isPending} onToggle={() => switchEvent(e)} name={e.title} />
      )}
      editorTitle={(e) => (e ? `Edit ${e.title}` : 'New event')}
      editor={(e, done) => <EventForm event={e} onDone={done} />}
      otherErrors={[toggle.error]}
    />
  );
}
