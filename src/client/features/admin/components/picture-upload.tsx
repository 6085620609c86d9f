// A picture for a product or a category (OPERATIONS §1, decision 0508): the one in the shop now, and a new one chosen
// by dropping a file or with the file input (a native control: keyboard and screen readers know it), previewed
// from the browser's own copy (an object URL, revoked when it is no longer shown) before anything is sent. Upload
// sends it; the server's refusal (400: not a picture it can read; 413: over 10 MB) is shown under the control, and
// the picture in the shop changes once the server has made it. Not a <form>: it sits inside the product's.
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ProductImage } from '@client/components/shop/product-image';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { PICTURE_ACCEPT, pictureFileProblem } from '../picture-upload';

type Uploader = {
  mutate(file: File, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
  isPending: boolean;
};

export function PictureUpload({
  title = 'Picture',
  currentUrl,
  currentAlt,
  shape,
  uploader,
  hint,
}: {
  title?: string;
  /** The picture the shop shows now. */
  currentUrl: string;
  currentAlt: string;
  /** How the shop shows it: square (products) or as a wide banner and a square tile (categories). */
  shape: 'square' | 'wide';
  uploader: Uploader;
  hint: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pending = uploader.isPending;

  // The preview is the browser's copy of the chosen file: made when it is chosen, released when it is replaced,
  // uploaded or the page left.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen || pending) return;
    const problem = pictureFileProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };
  const clear = () => {
    setFile(null);
    setError(null);
    if (input.current) input.current.value = '';
  };
  const upload = () => {
    if (!file || pending) return;
    setError(null);
    uploader.mutate(file, {
      onSuccess: () => {
        clear();
        notify({ title: 'Picture uploaded', description: 'The shop shows it now.' });
      },
      onError: (failure) => setError(serverMessage(failure, 'The picture could not be uploaded. Please try again.')),
    });
  };

  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    if (!pending) setDragging(over);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const frame = shape === 'square' ? 'aspect-square w-32' : 'aspect-[2/1] w-48';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" aria-busy={pending || undefined}>
      <h2 id={`${id}-title`} className="text-sm font-medium text-ink">
        {title}
      </h2>
      <div className="flex flex-wrap gap-4">
        <figure className="space-y-1">
          <ProductImage src={currentUrl} alt={currentAlt} sizes="192px" className={cn(frame, 'rounded-xl')} />
          <figcaption className="text-xs text-muted">In the shop now</figcaption>
        </figure>
        {preview && (
          <figure className="space-y-1">
            <img
              src={preview}
              alt="Preview of the chosen picture"
              className={cn(frame, 'rounded-xl bg-sand object-cover ring-2 ring-brand')}
            />
            <figcaption className="text-xs text-muted">Chosen, not uploaded yet</figcaption>
          </figure>
        )}
      </div>
      <div
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={onDrop}
        className={cn(
          'rounded-2xl border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-brand bg-brand/5' : 'border-line bg-cream/60',
        )}
      >
        <label htmlFor={`${id}-file`} className="flex items-center gap-2 text-sm font-medium text-ink">
          <ImageUp aria-hidden="true" className="h-5 w-5 text-muted" />
          Choose a new picture, or drop one here
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          name="file"
          accept={PICTURE_ACCEPT}
          disabled={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => choose(e.target.files?.[0])}
          // The browser's own file button: the console's stylesheet is the shop's too, so no rules just for this one.
          className="mt-2 block w-full text-sm text-ink"
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
          {hint}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={upload} disabled={!file || pending} aria-busy={pending || undefined}>
          {pending ? 'Uploading…' : 'Upload picture'}
        </Button>
        {file && !pending && (
          <Button variant="ghost" onClick={clear}>
            Keep the current picture
          </Button>
        )}
      </div>
    </section>
  );
}
