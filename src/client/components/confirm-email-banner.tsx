// A calm reminder in the members area until the member has proved their email address (decision 0105): the
// address the link went to, and a way to have it sent again. Nothing is blocked meanwhile.
import { Mail } from 'lucide-react';
import { useState } from 'react';
import type { ResendProofResponse } from '@shared/schemas/auth';
import { apiJson, serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';

export function ConfirmEmailBanner({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Only a record that says "not proved": an older stored record without the flag shows nothing.
  if (!user || user.emailVerified !== false) return null;

  async function resend() {
    setSending(true);
    setResult(null);
    try {
      const answer = await apiJson<ResendProofResponse>('POST', '/api/auth/verify-email/resend');
      setResult({ ok: true, text: `We've sent a new link to ${answer.email}.` });
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error, "We couldn't send the email just now. Please try again.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <aside
      aria-label="Confirm your email address"
      className={`flex items-start gap-3 rounded-2xl border border-line bg-sand px-4 py-3 text-sm text-ink ${className}`}
    >
      <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <p>
          <span className="font-semibold">Confirm your email address</span> — we sent a link to{' '}
          <span className="break-all font-medium">{user.email}</span>.{' '}
          <button
            type="button"
            onClick={() => void resend()}
            disabled={sending}
            className="rounded font-medium text-brand underline underline-offset-4 hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {sending ? 'Sending...' : 'Resend'}
          </button>
        </p>
        {result && (
          <p role={result.ok ? 'status' : 'alert'} className={`mt-1 ${result.ok ? 'text-success' : 'text-danger'}`}>
            {result.text}
          </p>
        )}
      </div>
    </aside>
  );
}
