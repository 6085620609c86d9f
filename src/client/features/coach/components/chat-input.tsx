// The message box: grows with its text from 48 to 120 px (SPEC §9), Enter sends, Shift+Enter breaks the line,
// blank messages are not sent, and it is disabled while a reply is on its way (SPEC §4, §5).
import { SendHorizontal } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COACH_LIMITS } from '@shared/coach-limits';
import { INPUT_MAX_HEIGHT, INPUT_MIN_HEIGHT } from '../texts';

export function ChatInput({
  placeholder,
  disabled,
  loading = false,
  onSend,
}: {
  placeholder: string;
  /** A reply is on its way: focus comes back to the box when it is in. */
  disabled: boolean;
  /** An earlier conversation is being picked up: disabled too, but no focus after (a phone would pop its keyboard). */
  loading?: boolean;
  onSend(text: string): Promise<boolean> | boolean;
}) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  // Grow with the text, between the minimum and maximum heights.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = `${INPUT_MIN_HEIGHT}px`;
    el.style.height = `${Math.min(Math.max(el.scrollHeight, INPUT_MIN_HEIGHT), INPUT_MAX_HEIGHT)}px`;
  }, [text]);

  // Back to typing as soon as the reply is in (not on first load, where a phone would pop its keyboard).
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    if (wasDisabled.current && !disabled) ref.current?.focus({ preventScroll: true });
    wasDisabled.current = disabled;
  }, [disabled]);

  const submit = async () => {
    if (disabled || loading || !text.trim()) return;
    const value = text;
    setText('');
    const sent = await onSend(value);
    if (!sent) setText(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const nearLimit = text.length > COACH_LIMITS.messageMax - 200;
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <div className="min-w-0 flex-1">
        <textarea
          id="chat-message"
          ref={ref}
          rows={1}
          value={text}
          placeholder={placeholder}
          maxLength={COACH_LIMITS.messageMax}
          disabled={disabled || loading}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={nearLimit ? 'chat-message-count' : undefined}
          style={{ minHeight: INPUT_MIN_HEIGHT, maxHeight: INPUT_MAX_HEIGHT }}
          className="block w-full resize-none overflow-y-auto rounded-2xl border border-line bg-white px-4 py-3 text-[0.95rem] leading-snug text-ink placeholder:text-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 disabled:opacity-60"
        />
        {nearLimit && (
          <p id="chat-message-count" className="mt-1 text-right text-xs text-muted">
            {text.length} / {COACH_LIMITS.messageMax}
          </p>
        )}
      </div>
      <button
        type="submit"
        aria-label="Send message"
        disabled={disabled || loading || !text.trim()}
        className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}
