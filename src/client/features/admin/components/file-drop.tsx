// A file chosen with the keyboard or the mouse, or dropped from the desktop: a real file input (visually hidden,
// still focusable and named by its label, which looks like a button) inside a zone that takes a dropped file. A
// problem with the chosen file is shown under the zone and read out.
import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { buttonClass } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

export function FileDrop({
  label,
  accept,
  hint,
  error,
  disabled,
  onFile,
}: {
  /** The button's words, also the input's accessible name ("Choose a CSV file"). */
  label: string;
  accept: string;
  hint: string;
  error?: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const dragging = (e: DragEvent, on: boolean) => {
    e.preventDefault();
    if (!disabled) setOver(on);
  };
  const describedBy = error ? `${id}-error` : `${id}-hint`;

  return (
    <div>
      <div
        onDragEnter={(e) => dragging(e, true)}
        onDragOver={(e) => dragging(e, true)}
        onDragLeave={(e) => dragging(e, false)}
        onDrop={(e) => {
          dragging(e, false);
          take(e.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors',
          over ? 'border-brand bg-brand/5' : 'border-line bg-white',
          error && 'border-danger',
        )}
      >
        <FileUp aria-hidden="true" className="h-9 w-9 text-muted" />
        <p className="text-sm text-ink">Drop the file here, or</p>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(e) => {
            take(e.target.files);
            // The same file chosen again (after fixing it) must fire again.
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClass('outline', 'md'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          {label}
        </label>
        <p id={`${id}-hint`} className="max-w-sm text-xs text-muted">
          {hint}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
