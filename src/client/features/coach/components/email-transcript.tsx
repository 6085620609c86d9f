// /chat's 'Email me this conversation' step: the transcript and Penny's recommendations, sent to an address.
import { Check, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { emailTranscript } from '../api';

export function EmailTranscript({ sessionId, disabled }: { sessionId?: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId) return;
    // A light check keeps zod out of the public chat's bundle; the server validates with the shared schema.
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Please enter a valid email address');
      return;
    }
    const parsed = { data: { email: address } };
    setSending(true);
    setError(undefined);
    try {
      await emailTranscript(sessionId, parsed.data.email);
      setSentTo(parsed.data.email);
      setOpen(false);
      notify({ title: 'Conversation sent', description: `We've emailed your conversation to ${parsed.data.email}.` });
    } catch (err) {
      setError(serverMessage(err, 'We could not send the email. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex min-h-12 items-center justify-between gap-3 border-t border-line bg-white/70 px-4 py-2">
      <p className="min-w-0 text-sm text-muted" aria-live="polite">
        {sentTo ? (
          <span className="inline-flex items-center gap-1.5 text-success">
            <Check aria-hidden="true" className="h-4 w-4" /> Sent to {sentTo}
          </span>
        ) : (
          'Want a copy?'
        )}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        disabled={!sessionId || disabled}
        onClick={() => setOpen(true)}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Email me this conversation
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(undefined);
        }}
        title="Email me this conversation"
        description="We'll send the whole conversation and Penny's product suggestions to your inbox."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Email address" error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                maxLength={254}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending || !email.trim()}>
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
