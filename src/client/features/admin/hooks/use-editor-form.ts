// An editor form's state (decisions 0506, 0510): its draft, its errors, and one way to save — checked first by the
// shared schema (errors shown, nothing sent), nothing sent when nothing changed, else sent, and on success done; the
// server's 400s go beside their fields and anything else above them.
import { useState } from 'react';
import { errorsFromServer, type FormErrors } from '../forms';

/** What a draft makes: a body or a patch to send, the fields' errors, or nothing changed. */
export type Checked<B> = { body: B } | { patch: B } | { errors: FormErrors } | { unchanged: true };

/** Sends the body: a mutation's `mutateAsync`. */
export type Send<B, R> = (body: B) => Promise<R>;

export function useEditorForm<D>(initial: D | (() => D), { onDone, failure }: { onDone(): void; failure: string }) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const change = (next: Partial<D>) => setDraft((d) => ({ ...d, ...next }));

  function save<B, R>(checked: Checked<B>, send: Send<B, R>, saved: (result: R) => void) {
    if ('unchanged' in checked) return onDone();
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    send('body' in checked ? checked.body : checked.patch).then(
      (result) => {
        saved(result);
        onDone();
      },
      (error: unknown) => setErrors(errorsFromServer(error, failure)),
    );
  }

  return { draft, setDraft, change, errors, save };
}
