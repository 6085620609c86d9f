// One coach conversation on the client: the greeting stage (first name, answered locally), then the
// consultation stage where every message goes to the server. The conversation id and first name are kept in
// session storage so a reload picks the conversation up again (the server's transcript is the truth).
import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_LIMITS } from '@shared/coach-limits';
import type { ChatChannel, ProductRecommendation } from '@shared/schemas/coach';
import { askCoach, fetchTranscript } from './api';
import { extractFirstName } from './first-name';
import { FAILURE_CONFIDENCE, FAILURE_MESSAGE, greetingMessage, NAME_AGAIN, welcomeMessage } from './texts';

/** SPEC §3 Chat message. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  confidence?: number;
  followUpQuestions?: string[];
  productRecommendations?: Array<Omit<ProductRecommendation, 'productId'> & { productId: string | null }>;
};

export type Stage = 'greeting' | 'consultation';

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}-${(counter += 1)}`;
const message = (fields: Omit<ChatMessage, 'id' | 'timestamp'>): ChatMessage => ({
  id: nextId(),
  timestamp: new Date().toISOString(),
  ...fields,
});

type Stored = { sessionId?: string; firstName: string };

function readStored(key: string): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    return parsed && typeof parsed.firstName === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
function writeStored(key: string, value: Stored | null) {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage blocked: the conversation still works, it just won't survive a reload
  }
}

export function useConversation(channel: ChatChannel, storageKey: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message({ type: 'ai', content: greetingMessage(channel) }),
  ]);
  const [stage, setStage] = useState<Stage>('greeting');
  const [firstName, setFirstName] = useState('');
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [restoring, setRestoring] = useState(() => readStored(storageKey) !== null);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  // Pick up a conversation from earlier in this tab.
  useEffect(() => {
    const stored = readStored(storageKey);
    if (!stored) return;
    let cancelled = false;
    const intro = [
      message({ type: 'ai', content: greetingMessage(channel) }),
      message({ type: 'user', content: stored.firstName }),
      message({ type: 'ai', content: welcomeMessage(stored.firstName) }),
    ];
    const done = (restored: ChatMessage[], id?: string) => {
      if (cancelled) return;
      setMessages([...intro, ...restored]);
      setFirstName(stored.firstName);
      setSessionId(id);
      setStage('consultation');
      setRestoring(false);
    };
    if (!stored.sessionId) {
      done([]);
      return;
    }
    fetchTranscript(stored.sessionId)
      .then((t) =>
        done(
          t.messages.map((m) => ({
            id: m.id,
            type: m.sender === 'user' ? 'user' : 'ai',
            content: m.message,
            timestamp: m.timestamp,
            confidence: m.confidence ?? undefined,
            followUpQuestions: m.followUpQuestions,
            productRecommendations: m.productRecommendations,
          })),
          t.sessionId,
        ),
      )
      .catch(() => {
        // Gone or not ours any more: start afresh.
        writeStored(storageKey, null);
        if (!cancelled) setRestoring(false);
      });
    return () => {
      cancelled = true;
    };
  }, [channel, storageKey]);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || pending) return false;
      const userMessage = message({ type: 'user', content: content.slice(0, COACH_LIMITS.messageMax) });

      if (stage === 'greeting') {
        const name = extractFirstName(content);
        if (!name) {
          setMessages((m) => [...m, userMessage, message({ type: 'ai', content: NAME_AGAIN })]);
          return true;
        }
        setFirstName(name);
        setStage('consultation');
        writeStored(storageKey, { firstName: name });
        setMessages((m) => [...m, userMessage, message({ type: 'ai', content: welcomeMessage(name) })]);
        return true;
      }

      const history = messagesRef.current.slice(-COACH_LIMITS.historyEntries).map((m) => ({
        role: m.type === 'user' ? ('user' as const) : ('assistant' as const),
        content: m.content.slice(0, COACH_LIMITS.historyEntryMax),
      }));
      setMessages((m) => [...m, userMessage]);
      setPending(true);
      try {
        const answer = await askCoach({
          message: userMessage.content,
          conversationHistory: history,
          sessionId,
          channel,
          firstName,
        });
        setSessionId(answer.sessionId);
        writeStored(storageKey, { sessionId: answer.sessionId, firstName });
        setMessages((m) => [
          ...m,
          message({
            type: 'ai',
            content: answer.response,
            confidence: answer.confidence,
            followUpQuestions: answer.followUpQuestions,
            productRecommendations: answer.productRecommendations,
          }),
        ]);
      } catch {
        // SPEC §8: any failure (non-OK or network) is this message with confidence 0.1.
        setMessages((m) => [...m, message({ type: 'ai', content: FAILURE_MESSAGE, confidence: FAILURE_CONFIDENCE })]);
      } finally {
        setPending(false);
      }
      return true;
    },
    [pending, stage, storageKey, sessionId, channel, firstName],
  );

  return { messages, stage, firstName, sessionId, pending, restoring, send };
}
