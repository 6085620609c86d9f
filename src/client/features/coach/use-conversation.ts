// One coach conversation on the client: the greeting stage (first name, answered locally), then the
// consultation stage where every message goes to the server. Picking it up again (decisions 0405, 0411): the
// members' coach asks the server for her current conversation (any device or tab); the public chat keeps the
// conversation id and first name in the tab's session storage. Either way the server's transcript is the truth.
// 'New conversation' closes the old one on the server (kept for staff) and starts again at the greeting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_LIMITS } from '@shared/coach-limits';
import type { AiSessionTranscript, ChatChannel, ProductRecommendation } from '@shared/schemas/coach';
import { askCoach, closeConversation, fetchCurrentConversation, fetchTranscript } from './api';
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

export type ConversationOptions = {
  /** Where an earlier conversation is picked up from: the signed-in member's on the server, or this tab's. */
  resume: 'member' | 'tab';
  /** The tab's session storage key ('tab' only). */
  storageKey?: string;
  /** The member's own first name: used when a resumed conversation recorded none. */
  knownName?: string;
};

type Stored = { sessionId?: string; firstName: string };

const fromTranscript = (t: AiSessionTranscript): ChatMessage[] =>
  t.messages.map((m) => ({
    id: m.id,
    type: m.sender === 'user' ? 'user' : 'ai',
    content: m.message,
    timestamp: m.timestamp,
    confidence: m.confidence ?? undefined,
    followUpQuestions: m.followUpQuestions,
    productRecommendations: m.productRecommendations,
  }));

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

export function useConversation(channel: ChatChannel, { resume, storageKey, knownName }: ConversationOptions) {
  const tabKey = resume === 'tab' && storageKey ? storageKey : null;
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message({ type: 'ai', content: greetingMessage(channel) }),
  ]);
  const [stage, setStage] = useState<Stage>('greeting');
  const [firstName, setFirstName] = useState('');
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [restoring, setRestoring] = useState(
    () => resume === 'member' || (tabKey !== null && readStored(tabKey) !== null),
  );
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const knownNameRef = useRef(knownName);
  knownNameRef.current = knownName;

  // Pick up an earlier conversation: the member's latest on the server, or this tab's.
  useEffect(() => {
    let cancelled = false;
    const done = (name: string, restored: ChatMessage[], id?: string) => {
      if (cancelled) return;
      setMessages([
        message({ type: 'ai', content: greetingMessage(channel) }),
        message({ type: 'user', content: name }),
        message({ type: 'ai', content: welcomeMessage(name) }),
        ...restored,
      ]);
      setFirstName(name);
      setSessionId(id);
      setStage('consultation');
      setRestoring(false);
    };
    // Nothing to pick up, or it could not be read: a fresh conversation.
    const fresh = () => {
      if (!cancelled) setRestoring(false);
    };

    if (resume === 'member') {
      fetchCurrentConversation()
        .then(({ conversation }) => {
          const name = conversation?.firstName ?? knownNameRef.current?.trim();
          if (conversation && name) done(name, fromTranscript(conversation), conversation.sessionId);
          else fresh();
        })
        .catch(fresh);
      return () => {
        cancelled = true;
      };
    }

    const stored = tabKey ? readStored(tabKey) : null;
    if (!tabKey || !stored) return;
    if (!stored.sessionId) {
      done(stored.firstName, []);
      return;
    }
    fetchTranscript(stored.sessionId)
      .then((t) => done(stored.firstName, fromTranscript(t), t.sessionId))
      .catch(() => {
        // Gone or not ours any more: start afresh.
        writeStored(tabKey, null);
        fresh();
      });
    return () => {
      cancelled = true;
    };
  }, [channel, resume, tabKey]);

  /** 'New conversation': back to the greeting; the next message starts a new conversation on the server. */
  const startAfresh = useCallback(() => {
    if (pending) return;
    if (sessionId) void closeConversation(sessionId).catch(() => undefined);
    if (tabKey) writeStored(tabKey, null);
    setMessages([message({ type: 'ai', content: greetingMessage(channel) })]);
    setStage('greeting');
    setFirstName('');
    setSessionId(undefined);
  }, [pending, sessionId, tabKey, channel]);

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
        if (tabKey) writeStored(tabKey, { firstName: name });
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
        if (tabKey) writeStored(tabKey, { sessionId: answer.sessionId, firstName });
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
    [pending, stage, tabKey, sessionId, channel, firstName],
  );

  return { messages, stage, firstName, sessionId, pending, restoring, send, startAfresh };
}
