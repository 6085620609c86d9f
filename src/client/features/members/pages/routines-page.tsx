// /members/routines — the Routine Builder (SPEC §2, §4, §5, §8, §9): a morning and an evening routine, built
// step by step, saved (POST first, PUT after), shared (native share, else clipboard) or emailed to the member.
import { useQueryClient } from '@tanstack/react-query';
import { Mail, Moon, Plus, Save, Share2, Sun, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { timeOfDayAt } from '@shared/dates';
import { routineShareText } from '@shared/routine-text';
import { ROUTINE_LIMITS, type Routine, type TimeOfDay } from '@shared/schemas/routines';
import { RequireMember } from '../../../app/require-member';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { serverMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { emailRoutine, keys, useRoutines } from '../api';
import { LoadError, MemberScreen } from '../components/member-screen';
import {
  addStep,
  draftFrom,
  draftProblems,
  newDraft,
  removeStep,
  saveRoutine,
  stepFieldProblems,
  updateStep,
  type RoutineDraft,
  type StepFields,
} from '../routine-draft';

const TIME_ORDER: Record<TimeOfDay, number> = { morning: 0, evening: 1 };

const TABS: Array<{ value: TimeOfDay; label: string }> = [
  { value: 'morning', label: 'Morning routine' },
  { value: 'evening', label: 'Evening routine' },
];

export default function RoutinesPage() {
  return (
    <RequireMember>
      <RoutineBuilder />
    </RequireMember>
  );
}

function RoutineBuilder() {
  const { user } = useAuth();
  const userId = user!.id;
  const query = useRoutines(userId);
  // SPEC §7: the routine for the current time of day is selected first.
  const [tab, setTab] = useState<TimeOfDay>(() => timeOfDayAt(new Date()));
  // Local edits per time of day; a tab without one shows the saved routine.
  const [drafts, setDrafts] = useState<Partial<Record<TimeOfDay, RoutineDraft>>>({});

  function switchTab(next: TimeOfDay) {
    setTab(next);
    // SPEC §4: switching tabs reloads that time of day's routine — unless it has unsaved edits, which are kept.
    if (!drafts[next]) void query.refetch();
  }

  return (
    <MemberScreen title="Routine Builder">
      <Tabs value={tab} onValueChange={switchTab} tabs={TABS} label="Routine time of day">
        {TABS.map(({ value }) => (
          <TabPanel key={value} value={value}>
            {query.isPending ? (
              <RoutinesLoading />
            ) : query.isError && !query.data ? (
              <LoadError title="Unable to load your routines" onRetry={() => query.refetch()} />
            ) : (
              <RoutineTab
                timeOfDay={value}
                userId={userId}
                saved={query.data?.find((r) => r.timeOfDay === value) ?? null}
                draft={drafts[value] ?? null}
                updateDraft={(change) => setDrafts((all) => ({ ...all, [value]: change(all[value]) }))}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </MemberScreen>
  );
}

function RoutinesLoading() {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-muted">
        Loading your routines...
      </p>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function RoutineTab({
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

const toShareable = (draft: RoutineDraft) => ({ name: draft.name, timeOfDay: draft.timeOfDay, steps: draft.steps });

function StepCard({
  number,
  fields,
  problems,
  onChange,
  onDelete,
}: {
  number: number;
  fields: StepFields;
  problems: Partial<Record<keyof StepFields, string>>;
  onChange(patch: Partial<StepFields>): void;
  onDelete(): void;
}) {
  const id = useId();
  const described = (field: keyof StepFields) => (problems[field] ? `${id}-${field}-error` : undefined);
  return (
    <li className="rounded-2xl border border-line bg-white p-4" aria-label={`Step ${number}`}>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
        >
          {number}
        </span>
        <Input
          aria-label={`Step ${number} product name`}
          aria-invalid={problems.productName ? true : undefined}
          aria-describedby={described('productName')}
          value={fields.productName}
          onChange={(e) => onChange({ productName: e.target.value })}
          className="font-medium"
          autoComplete="off"
        />
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete step ${number}`}
          className="shrink-0 text-danger"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <FieldError id={described('productName')} message={problems.productName} />
      <Textarea
        aria-label={`Step ${number}: why this product matters`}
        aria-invalid={problems.whyItMatters ? true : undefined}
        aria-describedby={described('whyItMatters')}
        placeholder="Why this product matters..."
        value={fields.whyItMatters}
        onChange={(e) => onChange({ whyItMatters: e.target.value })}
        className="mt-3 text-sm"
        rows={2}
      />
      <FieldError id={described('whyItMatters')} message={problems.whyItMatters} />
      <Textarea
        aria-label={`Step ${number}: how to use this product`}
        aria-invalid={problems.instructions ? true : undefined}
        aria-describedby={described('instructions')}
        placeholder="How to use this product..."
        value={fields.instructions}
        onChange={(e) => onChange({ instructions: e.target.value })}
        className="mt-2 text-sm"
        rows={2}
      />
      <FieldError id={described('instructions')} message={problems.instructions} />
    </li>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-danger">
      {message}
    </p>
  );
}

const EMPTY_STEP: StepFields = { productName: '', whyItMatters: '', instructions: '' };

/** The inline 'Add skincare step' form (SPEC §2): Add Step stays disabled while the product name is blank. */
function AddStep({ onAdd }: { onAdd(fields: StepFields): void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<StepFields>(EMPTY_STEP);
  const opener = useRef<HTMLButtonElement>(null);
  const problems = stepFieldProblems(fields);
  const canAdd = fields.productName.trim().length > 0 && Object.keys(problems).length === 0;

  function close() {
    setFields(EMPTY_STEP);
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    onAdd(fields);
    close();
  }

  if (!open) {
    return (
      <Button ref={opener} variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add skincare step
      </Button>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add skincare step"
      className="space-y-3 rounded-2xl border border-brand/30 bg-white p-4"
    >
      <h2 className="font-semibold text-ink">Add skincare step</h2>
      <Field label="Product name" error={problems.productName}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            value={fields.productName}
            placeholder="e.g. Gentle cleanser"
            onChange={(e) => setFields({ ...fields, productName: e.target.value })}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Why it matters" error={problems.whyItMatters}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="Why this product matters..."
            value={fields.whyItMatters}
            onChange={(e) => setFields({ ...fields, whyItMatters: e.target.value })}
          />
        )}
      </Field>
      <Field label="How to use" error={problems.instructions}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="How to use this product..."
            value={fields.instructions}
            onChange={(e) => setFields({ ...fields, instructions: e.target.value })}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={!canAdd}>
          Add Step
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
