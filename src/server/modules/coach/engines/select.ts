// Which coach answers: the OpenAI-compatible engine when AI_BASE_URL and AI_MODEL are set (falling back to the
// built-in one), otherwise the built-in engine.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { createBuiltinEngine } from './builtin';
import type { CoachEngine } from '../types';
import { createOpenAiEngine } from './openai';

export function createCoachEngine(
  config: Pick<Config, 'ai' | 'supportEmail'>,
  log?: FastifyBaseLogger,
  timeoutMs?: number,
): CoachEngine {
  if (!config.ai) return createBuiltinEngine({ supportEmail: config.supportEmail, log });
  return createOpenAiEngine({ ...config.ai, supportEmail: config.supportEmail, timeoutMs, log });
}
