// The chat screen shared by the members' AI Skin Coach and the public Penny AI chat: a header (with 'New
// conversation' once there is one), the conversation (a polite live region), a one-tap reply with the member's
// first name in the greeting stage, the input with its placeholder per stage, and the disclaimer.
import { Info, RotateCcw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatChannel } from '@shared/schemas/coach';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { concernsPlaceholder, DISCLAIMER, NAME_PLACEHOLDER } from '../texts';
import { useConversation, type ConversationOptions } from '../use-conversation';
import { ChatInput } from './chat-input';
import { MessageBubble } from './message-bubble';

type Props = {
  channel: ChatChannel;
  /** Where an earlier conversation is picked up from. */
  conversation: ConversationOptions;
  /** The signed-in member's first name, offered as a one-tap reply to "What's your first name?". */
  offeredName?: string;
  title: string;
  subtitle: string;
  /** Left of the title (the coach's back arrow). */
  leading?: ReactNode;
  /** Under the header once a conversation exists (the chat's email step). */
  actions?: (state: { sessionId?: string; pending: boolean }) => ReactNode;
};

export function ChatScreen({ channel, conversation, offeredName, title, subtitle, leading, actions }: Props) {
  const { messages, stage, firstName, sessionId, pending, restoring, send, startAfresh } = useConversation(
    channel,
    conversation,
  );
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useDocumentTitle(title);

  // Follow the conversation: a new answer is shown from its first line (answers can be long), anything else
  // (the person's own message, the typing indicator) by scrolling to the end.
  useEffect(() => {
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const last = messages[messages.length - 1];
    if (!pending && last?.type === 'ai' && messages.length > 1) {
      list.current?.lastElementChild?.scrollIntoView({ block: 'start', behavior });
    } else {
      end.current?.scrollIntoView({ block: 'end', behavior });
    }
  }, [messages, pending]);

  const placeholder = stage === 'greeting' ? NAME_PLACEHOLDER : concernsPlaceholder(firstName);
  const nameToOffer = stage === 'greeting' && !restoring ? offeredName?.trim() : undefined;
  const canStartAfresh = !restoring && messages.length > 1;

  const onStartAfresh = () => {
    startAfresh();
    // Straight back to typing (the input is never disabled here: the button is, while Penny answers).
    requestAnimationFrame(() => document.getElementById('chat-message')?.focus());
  };

  return (
    <div className="flex h-dvh flex-col">
      <header className="border-b border-line bg-cream/95 backdrop-blur">
        <div className="flex items-center gap-2 px-2 py-2">
          {leading}
          <div className={leading ? 'min-w-0 flex-1' : 'min-w-0 flex-1 px-2'}>
            <h1 className="font-display text-xl text-ink">{title}</h1>
            <p className="truncate text-sm text-muted">{subtitle}</p>
          </div>
          {canStartAfresh && (
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 whitespace-nowrap"
              disabled={pending}
              onClick={onStartAfresh}
              aria-label="New conversation"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {/* On a phone the short word leaves the subtitle room; the button's name is the whole phrase. */}
              <span aria-hidden="true" className="sm:hidden">
                New
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                New conversation
              </span>
            </Button>
          )}
        </div>
        {actions?.({ sessionId, pending })}
      </header>

      <main className="flex-1 scroll-pt-3 overflow-y-auto px-4 py-4">
        {restoring ? (
          <div className="space-y-3" role="status" aria-label="Loading your conversation">
            <Skeleton className="h-20 w-4/5" />
            <Skeleton className="ml-auto h-10 w-1/3" />
            <Skeleton className="h-28 w-4/5" />
          </div>
        ) : (
          <ol ref={list} className="space-y-4" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} onFollowUp={(q) => void send(q)} disabled={pending} />
            ))}
            {nameToOffer && (
              <li className="flex justify-end">
                <button
                  type="button"
                  aria-label={`Reply: ${nameToOffer}`}
                  onClick={() => void send(nameToOffer)}
                  className="rounded-full border border-brand/30 bg-brand-soft px-4 py-2 text-[0.95rem] font-medium text-brand hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {nameToOffer}
                </button>
              </li>
            )}
            {pending && (
              <li className="flex">
                <span role="status" className="sr-only">
                  Penny is typing…
                </span>
                <span
                  aria-hidden="true"
                  className="flex gap-1 rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3.5"
                >
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="h-2 w-2 animate-bounce rounded-full bg-muted/60"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </span>
              </li>
            )}
          </ol>
        )}
        <div ref={end} />
      </main>

      <footer className="border-t border-line bg-cream px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        <ChatInput placeholder={placeholder} disabled={pending} loading={restoring} onSend={send} />
        <p className="mt-2 flex items-start gap-1.5 text-xs text-muted">
          <Info aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
          <span>{DISCLAIMER}</span>
        </p>
      </footer>
    </div>
  );
}
