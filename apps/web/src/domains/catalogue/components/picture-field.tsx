import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@carshop/contract/upload';
import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useUploadPictureMutation } from '../api';

export type PictureState =
  | { status: 'none' }
  | { status: 'uploading'; preview: string }
  | { status: 'ready'; preview: string; url: string }
  | { status: 'failed'; message: string };

/** Why the browser already knows the server would refuse this file (the server checks the bytes anyway). */
function refusal(file: File): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return UPLOAD_MESSAGES.wrongType;
  }
  return undefined;
}

type PictureFieldProps = {
  value: PictureState;
  onChange: (next: PictureState) => void;
  disabled?: boolean;
};

/**
 * The car's picture (spec §2 "Image (file)"): the first chosen file goes to POST /uploads at once (spec §5),
 * with a preview from the file itself; the car takes the answer's `display_url` when the form is sent.
 * A refused picture says why here, and the rest of the form is kept.
 */
export function PictureField({ value, onChange, disabled }: PictureFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploadPicture] = useUploadPictureMutation();
  // The latest choice wins: an answer for a file the admin already replaced is dropped.
  const latest = useRef(0);
  const preview = value.status === 'uploading' || value.status === 'ready' ? value.preview : undefined;

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const attempt = ++latest.current;
    if (!file) return onChange({ status: 'none' });
    const refused = refusal(file);
    if (refused) return onChange({ status: 'failed', message: refused });
    const objectUrl = URL.createObjectURL(file);
    onChange({ status: 'uploading', preview: objectUrl });
    try {
      const answer = await uploadPicture(file).unwrap();
      if (attempt === latest.current) {
        onChange({ status: 'ready', preview: objectUrl, url: answer.data.display_url });
      }
    } catch (error) {
      if (attempt === latest.current) {
        onChange({ status: 'failed', message: errorMessage(error, 'The picture could not be uploaded') });
      }
    }
  };

  const clear = () => {
    latest.current += 1;
    if (input.current) input.current.value = '';
    onChange({ status: 'none' });
  };

  const error = value.status === 'failed' ? value.message : undefined;
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>Image</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={cn(
            'aspect-[16/10] w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 sm:flex sm:w-48',
            preview ? 'flex' : 'hidden',
          )}
        >
          {preview ? (
            <img src={preview} alt="Preview of the chosen file" className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => void choose(event)}
            className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Optional. JPEG, PNG, WebP or AVIF, at most 5 MB; cropped to 16:10.
          </p>
          <p aria-live="polite" className="text-sm text-slate-700">
            {value.status === 'uploading' && (
              <span className="inline-flex items-center gap-2">
                <Spinner /> Uploading the picture…
              </span>
            )}
            {value.status === 'ready' && 'Picture uploaded.'}
          </p>
          <FieldError id={`${id}-error`} message={error} />
          {value.status !== 'none' && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={clear}
              disabled={disabled}
            >
              <X aria-hidden="true" />
              Remove picture
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
