// Coach calls: POST /api/ai-skin-assessment (SPEC §7 + DESIGN §3), the stored transcript, the member's current
// conversation, closing one ('New conversation') and the email step.
import type {
  AiSessionTranscript,
  AssessmentRequest,
  AssessmentResponse,
  CloseAiSessionResponse,
  CurrentAiSession,
  EmailTranscriptResponse,
} from '@shared/schemas/coach';
import { apiJson } from '@client/lib/api';

export const askCoach = (body: AssessmentRequest) =>
  apiJson<AssessmentResponse>('POST', '/api/ai-skin-assessment', body);

export const fetchTranscript = (sessionId: string) =>
  apiJson<AiSessionTranscript>('GET', `/api/ai-sessions/${encodeURIComponent(sessionId)}`);

export const emailTranscript = (sessionId: string, email: string) =>
  apiJson<EmailTranscriptResponse>('POST', `/api/ai-sessions/${encodeURIComponent(sessionId)}/email`, { email });

/** The signed-in member's coach conversation to pick up again, or `conversation: null` (decision 0411). */
export const fetchCurrentConversation = () =>
  apiJson<CurrentAiSession>('GET', '/api/ai-sessions/current?channel=coach');

/** 'New conversation': the old one is closed (kept on record for staff) and not picked up again. */
export const closeConversation = (sessionId: string) =>
  apiJson<CloseAiSessionResponse>('POST', `/api/ai-sessions/${encodeURIComponent(sessionId)}/close`);
