// Coach calls: POST /api/ai-skin-assessment (SPEC §7 + DESIGN §3), the stored transcript, the email step.
import type {
  AiSessionTranscript,
  AssessmentRequest,
  AssessmentResponse,
  EmailTranscriptResponse,
} from '@shared/schemas/coach';
import { apiJson } from '../../lib/api';

export const askCoach = (body: AssessmentRequest) =>
  apiJson<AssessmentResponse>('POST', '/api/ai-skin-assessment', body);

export const fetchTranscript = (sessionId: string) =>
  apiJson<AiSessionTranscript>('GET', `/api/ai-sessions/${encodeURIComponent(sessionId)}`);

export const emailTranscript = (sessionId: string, email: string) =>
  apiJson<EmailTranscriptResponse>('POST', `/api/ai-sessions/${encodeURIComponent(sessionId)}/email`, { email });
