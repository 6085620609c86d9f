// What the order page's step forms share: the two texts every change carries, and the confirmation being asked.
import { Field, Textarea } from '@client/components/ui/field';
import type { Confirmation, Notes } from '../fulfilment';

/** The two texts every change carries, side by side on a wide screen. */
export function NoteFields({ notes, onChange }: { notes: Notes; onChange: (notes: Notes) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Internal note (staff only)" hint="In this timeline only; the customer never sees it">
        {(control) => (
          <Textarea
            {...control}
            value={notes.note}
            maxLength={500}
            onChange={(e) => onChange({ ...notes, note: e.target.value })}
          />
        )}
      </Field>
      <Field label="Message to customer (emailed)" hint="In the email and the customer's order history">
        {(control) => (
          <Textarea
            {...control}
            value={notes.customerMessage}
            maxLength={500}
            onChange={(e) => onChange({ ...notes, customerMessage: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

export const NO_NOTES: Notes = { note: '', customerMessage: '' };

/** A confirmation waiting for an answer, with the step it confirms (run with the fields as they are on "yes"). */
export type Asking<Step> = { confirmation: Confirmation; step: Step };

/** Where focus goes when a confirmed step's button is gone (the order moved on): the page's heading. */
export const headingFocus = () => document.querySelector<HTMLElement>('main h1');
