// The Routine Builder's tab for one time of day (/members/routines): the routine's name and steps, edited as a
// local draft, saved (POST first, PUT after), shared (native share, else clipboard) or emailed to the member.
import { useQueryClient } from '@tanstack/react-query';
import { Mail, Moon, Plus, Save, Share2, Sun } from 'lucide-react';
import { useState } from 'react';
import { routineShareText } from '@shared/routine-text';
import { ROUTINE_LIMITS, type Routine, type TimeOfDay } from '@shared/schemas/routines';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { emailRoutine, keys, useRoutineWarnings } from '../api';
import {
  addStep,
  draftFrom,
  draftProblems,
  newDraft,
  removeStep,
  saveRoutine,
  updateStep,
  warningsRequest,
  type RoutineDraft,
} from '../routine-draft';
import { AddStep, StepCard } from './routine-steps';
import { RoutineWarnings } from './routine-warnings';

const TIME_ORDER: Record<TimeOfDay, number> = { morning: 0, evening: 1 };

const toShareable = (draft: RoutineDraft) => ({ name: draft.name, timeOfDay: draft.timeOfDay, steps: draft.steps });

export function RoutineTab({
  timeOfDay,
  userId,
  saved,
  draft: edited,
  updateDraft,
}: {
  timeOfDay: TimeOfDay;
  userId: string;
  saved: Routine | null;
  draft: RoutineDraft | null;
  updateDraft(change: (previous: RoutineDraft | undefined) => RoutineDraft | undefined): void;
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const draft = edited ?? (saved ? draftFrom(saved) : null);
  const warnings = useRoutineWarnings(draft ? warningsRequest(draft) : { timeOfDay, steps: [] });

  if (!draft) {
    const Icon = timeOfDay === 'morning' ? Sun : Moon;
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand"
        >
          <Icon className="h-6 w-6" />
        </span>
        <h2 className="font-display text-xl text-ink">Create your {timeOfDay} routine</h2>
        <p className="max-w-xs text-sm text-muted">
          Add your products in the order you use them, with why each one matters and how to use it.
        </p>
        <Button onClick={() => updateDraft(() => newDraft(timeOfDay))}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create routine
        </Button>
      </Card>
    );
  }

  const current = draft;
  const problems = draftProblems(current);
  const hasSteps = current.steps.length > 0;
  const edit = (next: RoutineDraft) => updateDraft(() => next);

  /** Saves the routine; resolves to the saved routine, or null after telling the member it failed. */
  async function save(): Promise<Routine | null> {
    const first = problems.values().next();
    if (!first.done) {
      notify({ title: 'Error', description: first.value, variant: 'destructive' });
      return null;
    }
    setSaving(true);
    try {
      const routine = await saveRoutine(current, userId);
      queryClient.setQueryData<Routine[]>(keys.routines(userId), (list = []) =>
        [...list.filter((r) => r.id !== routine.id && r.timeOfDay !== routine.timeOfDay), routine].sort(
          (a, b) => TIME_ORDER[a.timeOfDay] - TIME_ORDER[b.timeOfDay],
        ),
      );
      void queryClient.invalidateQueries({ queryKey: keys.dashboard(userId) });
      // Edits typed while the request was in flight are kept (now pointing at the saved routine).
      updateDraft((previous) => (!previous || previous === current ? undefined : { ...previous, id: routine.id }));
      return routine;
    } catch {
      notify({ title: 'Error', description: 'Failed to save routine. Please try again.', variant: 'destructive' });
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function onSave() {
    if (await save()) notify({ title: 'Routine saved', description: 'Your routine is ready whenever you need it.' });
  }

  async function onShare() {
    const text = routineShareText(toShareable(current));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: current.name.trim() || 'My routine', text });
        notify({ title: 'Routine shared!' });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      notify({
        title: 'Copied to clipboard!',
        description: 'Your routine has been copied. You can now paste it anywhere.',
      });
    } catch {
      notify({
        title: 'Unable to copy',
        description: 'Please select and copy the routine text manually.',
        variant: 'destructive',
      });
    }
  }

  async function onEmail() {
    setSending(true);
    try {
      // The mail holds what the member sees: unsaved edits are saved first.
      const id = edited ? (await save())?.id : current.id;
      if (!id) return;
      const { sentTo } = await emailRoutine(id);
      notify({ title: 'Routine sent', description: `We've emailed your routine to ${sentTo}.` });
    } catch (error) {
      notify({
        title: 'Error',
        description: serverMessage(error, 'Failed to send your routine. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <Field label="Routine name" error={problems.get('name')}>
          {(control) => (
            <Input
              {...control}
              value={current.name}
              onChange={(e) => edit({ ...current, name: e.target.value })}
              className="font-semibold"
              autoComplete="off"
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {current.steps.length} {current.steps.length === 1 ? 'step' : 'steps'}
            {edited && <span className="ml-2 text-accent">· Unsaved changes</span>}
          </p>
          <button
            type="button"
            role="switch"
            aria-checked={current.isActive}
            onClick={() => edit({ ...current, isActive: !current.isActive })}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
              current.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('h-2 w-2 rounded-full', current.isActive ? 'bg-green-600' : 'bg-gray-400')}
            />
            <span className="sr-only">Routine status: </span>
            {current.isActive ? 'Active' : 'Inactive'}
          </button>
        </div>
      </Card>

      {hasSteps && (
        <ol className="space-y-3" aria-label="Steps">
          {current.steps.map((step, index) => (
            <StepCard
              key={step.key}
              number={index + 1}
              fields={step}
              uses={step.productId ? current.steps.filter((s) => s.productId === step.productId).length : 0}
              problems={{
                productName: problems.get(`${step.key}.productName`),
                whyItMatters: problems.get(`${step.key}.whyItMatters`),
                instructions: problems.get(`${step.key}.instructions`),
              }}
              onChange={(patch) => edit(updateStep(current, step.key, patch))}
              onDelete={() => edit(removeStep(current, step.key))}
            />
          ))}
        </ol>
      )}

      <RoutineWarnings warnings={hasSteps && current.steps.length >= 2 ? (warnings.data ?? []) : []} />

      {current.steps.length < ROUTINE_LIMITS.steps ? (
        <AddStep onAdd={(fields) => edit(addStep(current, fields))} />
      ) : (
        <p className="rounded-xl bg-sand px-4 py-3 text-sm text-muted">
          A routine can have up to {ROUTINE_LIMITS.steps} steps.
        </p>
      )}

      <div className="grid gap-2 pt-2">
        <Button size="lg" onClick={onSave} disabled={!hasSteps || saving}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {saving && !sending ? 'Saving...' : 'Save routine'}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={onShare} disabled={!hasSteps}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            Share routine
          </Button>
          <Button variant="outline" onClick={onEmail} disabled={!hasSteps || sending || saving}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {sending ? 'Sending...' : 'Send to email'}
          </Button>
        </div>
        {!hasSteps && (
          <p className="text-center text-xs text-muted">Add at least one step to save or share your routine.</p>
        )}
      </div>
    </div>
  );
}
