import { useState, type KeyboardEvent } from 'react';
import type { AdminProduct } from '@shared/schemas/catalogue';
import { ApiError, serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useUpdateProduct } from '../orders-api';
import { draftOf, isDirty, productChange, type Draft, type DraftErrors } from '../product-edits';

export type Refetch = () => Promise<{ data?: AdminProduct[] }>;

/** A row being edited: what is typed, over the product as it was when typing began (its stock is previousStock). */
type Editing = { base: AdminProduct; draft: Draft };

/**
 * One product row's edit: the draft over the product as it was when typing began, its errors, and saving (a stock
 * change the server refuses with 409 reloads the list and shows the row as it is now).
 */
export function useProductEdit(product: AdminProduct, refetch: Refetch) {
  const update = useUpdateProduct();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  // Not being edited, the row follows the list (an order cancelled elsewhere puts units back).
  const draft = editing?.draft ?? draftOf(product);
  const base = editing?.base ?? product;
  const dirty = editing !== null && isDirty(editing.draft, editing.base);

  const change = (next: Partial<Draft>) =>
    setEditing((e) => ({ base: e?.base ?? product, draft: { ...(e?.draft ?? draftOf(product)), ...next } }));
  const reset = () => {
    setEditing(null);
    setErrors({});
  };

  const save = () => {
    if (update.isPending) return;
    const result = productChange(draft, base);
    if ('unchanged' in result) return reset();
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    const typedStock = result.patch.stock;
    update.mutate(
      { id: product.id, ...result.patch },
      {
        onSuccess: (p) => {
          setEditing(null);
          notify({
            title: `${p.name} saved`,
            description:
              typedStock !== undefined && p.stock !== typedStock
                ? `Stock is now ${p.stock}, counting the orders and cancellations made while you edited.`
                : undefined,
          });
        },
        onError: (error) => {
          const message = serverMessage(error, 'The change could not be saved. Please try again.');
          if (error instanceof ApiError && error.status === 409) {
            // The stock moved under the edit: show the row as it is now, with the reason.
            setErrors({ form: `${message} The row now shows the current stock.` });
            void refetch().then(() => setEditing(null));
          } else {
            setErrors({ form: message });
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && editing) {
      event.preventDefault();
      reset();
    }
  };

  return { draft, dirty, errors, change, reset, save, onKeyDown, pending: update.isPending };
}
