// The routine being edited in the builder (SPEC §4 Routine): a local copy with client ids 'new-…' until its
// first save, steps keyed for React and numbered 1..n by position. Pure functions; the page holds the state.
import {
  RoutineInput,
  type CreateRoutineRequest,
  type Routine,
  type RoutineProduct,
  ROUTINE_LIMITS,
  type RoutineWarningsRequest,
  type TimeOfDay,
} from '@shared/schemas/routines';
import { apiJson } from '@client/lib/api';

export type DraftStep = {
  key: string;
  productName: string;
  instructions: string;
  whyItMatters: string;
  /** The catalogue product picked for the step (decision 0310); null for free text. */
  productId: string | null;
  product: RoutineProduct | null;
};
export type RoutineDraft = { id: string; name: string; timeOfDay: TimeOfDay; isActive: boolean; steps: DraftStep[] };
export type StepFields = Omit<DraftStep, 'key' | 'productId' | 'product'> &
  Partial<Pick<DraftStep, 'productId' | 'product'>>;

export const DEFAULT_ROUTINE_NAMES: Record<TimeOfDay, string> = {
  morning: 'My Morning Routine',
  evening: 'My Evening Routine',
};

/** A short random id; crypto.randomUUID needs a secure context, which a LAN address is not. */
export function localId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }
}

export const isUnsaved = (draft: Pick<RoutineDraft, 'id'>) => draft.id.startsWith('new-');

export function newDraft(timeOfDay: TimeOfDay): RoutineDraft {
  return { id: `new-${localId()}`, name: DEFAULT_ROUTINE_NAMES[timeOfDay], timeOfDay, isActive: true, steps: [] };
}

export function draftFrom(routine: Routine): RoutineDraft {
  return {
    id: routine.id,
    name: routine.name,
    timeOfDay: routine.timeOfDay,
    isActive: routine.isActive,
    // Stable keys from the saved routine, so re-deriving the draft never remounts its fields.
    steps: routine.steps.map((s, index) => ({
      key: `${routine.id}:${index}`,
      productName: s.productName,
      instructions: s.instructions,
      whyItMatters: s.whyItMatters,
      productId: s.productId ?? null,
      product: s.product ?? null,
    })),
  };
}

/** Adds a step with trimmed texts; a blank product name adds nothing (SPEC §5). */
export function addStep(draft: RoutineDraft, fields: StepFields): RoutineDraft {
  const productName = fields.productName.trim();
  if (!productName) return draft;
  const step = {
    key: localId(),
    productName,
    instructions: fields.instructions.trim(),
    whyItMatters: fields.whyItMatters.trim(),
    productId: fields.productId ?? null,
    product: fields.product ?? null,
  };
  return { ...draft, steps: [...draft.steps, step] };
}

/** Removes a step; the rest are renumbered 1..n by position. */
export function removeStep(draft: RoutineDraft, key: string): RoutineDraft {
  return { ...draft, steps: draft.steps.filter((s) => s.key !== key) };
}

export function updateStep(draft: RoutineDraft, key: string, patch: Partial<StepFields>): RoutineDraft {
  return { ...draft, steps: draft.steps.map((s) => (s.key === key ? { ...s, ...patch } : s)) };
}

/** The request body for POST /api/routines and PUT /api/routines/{id}: trimmed, steps numbered 1..n. */
export function toRequest(draft: RoutineDraft, userId: string): CreateRoutineRequest {
  return {
    userId,
    name: draft.name.trim(),
    timeOfDay: draft.timeOfDay,
    isActive: draft.isActive,
    steps: draft.steps.map((s, index) => ({
      order: index + 1,
      productName: s.productName.trim(),
      instructions: s.instructions.trim(),
      whyItMatters: s.whyItMatters.trim(),
      productId: s.productId,
    })),
  };
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Routine name',
  productName: 'Product name',
  instructions: 'How to use',
  whyItMatters: 'Why it matters',
};

/** Where a problem is shown: 'name', or `${stepKey}.${field}` for a step's field. */
export type ProblemKey = string;

/**
 * What the server would refuse, checked with the same shared schema, worded for the builder
 * ('Product name must be at most 100 characters'). Zero steps is not listed: Save is simply disabled.
 */
export function draftProblems(draft: RoutineDraft): Map<ProblemKey, string> {
  const problems = new Map<ProblemKey, string>();
  const result = RoutineInput.safeParse(toRequest(draft, ''));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'name') problems.set('name', `${FIELD_LABELS.name} ${issue.message}`);
    if (first === 'steps' && typeof index === 'number' && typeof field === 'string' && draft.steps[index]) {
      problems.set(`${draft.steps[index].key}.${field}`, `${FIELD_LABELS[field] ?? 'This field'} ${issue.message}`);
    }
  }
  return problems;
}

/** Problems of the add-step form's fields, keyed by field name. */
export function stepFieldProblems(fields: StepFields): Partial<Record<keyof StepFields, string>> {
  const draft: RoutineDraft = {
    id: 'check',
    name: 'check',
    timeOfDay: 'morning',
    isActive: true,
    steps: [{ key: 'new', productId: null, product: null, ...fields }],
  };
  const out: Partial<Record<keyof StepFields, string>> = {};
  for (const [key, message] of draftProblems(draft)) {
    const field = key.split('.')[1] as keyof StepFields;
    // A blank name only disables Add Step; it is not an error until the member types something.
    if (field === 'productName' && !fields.productName.trim()) continue;
    out[field] = message;
  }
  return out;
}

/** First save creates (POST), later saves update (PUT) — SPEC §4. */
export function saveRoutine(draft: RoutineDraft, userId: string): Promise<Routine> {
  const body = toRequest(draft, userId);
  return isUnsaved(draft)
    ? apiJson<Routine>('POST', '/api/routines', body)
    : apiJson<Routine>('PUT', `/api/routines/${draft.id}`, body);
}

/** What the builder asks about clashes: the steps with a name or a product, numbered as shown (decision 0310). */
export function warningsRequest(draft: RoutineDraft): RoutineWarningsRequest {
  return {
    timeOfDay: draft.timeOfDay,
    steps: draft.steps
      .map((s, index) => ({
        order: index + 1,
        productName: s.productName.trim().slice(0, ROUTINE_LIMITS.productName),
        productId: s.productId,
      }))
      .filter((s) => s.productName || s.productId),
  };
}
