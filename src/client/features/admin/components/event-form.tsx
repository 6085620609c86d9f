// An event's fields, for a new one or an edit (decision 0510): its title and description, kind, start (UK time, as
// the members' Events screen shows it), length, price, places and places booked, and the https booking page the
// members' button opens. Checked by the server's schema before sending; its 400s beside their fields, 409s above.
import type { AdminEvent } from '@shared/schemas/content-admin';
import { notify } from '@client/lib/toast';
import { useCreateEvent, useUpdateEvent } from '../content-api';
import {
  emptyEvent,
  EVENT_TYPE_OPTIONS,
  eventChange,
  eventDraftOf,
  newEventBody,
  type EventDraft,
} from '../content-forms';
import { useEditorForm } from '../hooks/use-editor-form';
import { EditorForm, fieldsOf } from './form-fields';

export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone(): void }) {
  const form = useEditorForm<EventDraft>(event ? eventDraftOf(event) : emptyEvent, {
    onDone,
    failure: 'The event could not be saved.',
  });
  const { draft, errors, save } = form;
  const field = fieldsOf(form);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;

  const submit = () =>
    event
      ? save(
          eventChange(draft, event),
          (patch) => update.mutateAsync({ id: event.id, ...patch }),
          (saved) => notify({ title: `${saved.title} saved`, description: 'Members see the change now.' }),
        )
      : save(newEventBody(draft), create.mutateAsync, (made) =>
          notify({
            title: `${made.title} created`,
            description: made.isActive ? 'Members see it on their Events screen now.' : 'It stays hidden until shown.',
          }),
        );

  return (
    <EditorForm
      onSubmit={submit}
      error={errors.form}
      pending={pending}
      submitLabel={event ? 'Save changes' : 'Create event'}
      onCancel={onDone}
    >
      {field.text('title', 'Title', { autoFocus: true, maxLength: 120 })}
      {field.area('description', 'Description', { rows: 3, maxLength: 2000 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field.select('eventType', 'Kind', EVENT_TYPE_OPTIONS)}
        {field.text('dateTime', 'Starts', { type: 'datetime-local', hint: 'UK time (GMT or BST, as the day has it).' })}
        {field.text('duration', 'Length (minutes)', { inputMode: 'numeric', maxLength: 4 })}
        {field.text('price', 'Price (£)', { inputMode: 'decimal', maxLength: 10, hint: '0 for a free session.' })}
        {field.text('maxAttendees', 'Places', { inputMode: 'numeric', maxLength: 5 })}
        {field.text('currentAttendees', 'Places booked', {
          inputMode: 'numeric',
          maxLength: 5,
          hint: 'As the booking page counts them.',
        })}
      </div>
      {field.text('bookingUrl', 'Booking page', {
        type: 'url',
        inputMode: 'url',
        maxLength: 500,
        hint: 'An https:// address; members’ “Book your place” opens it.',
      })}
      {field.box('isActive', 'Shown to members (until it starts)')}
    </EditorForm>
  );
}
