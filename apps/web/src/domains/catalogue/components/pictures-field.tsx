import { CAR_IMAGE_MESSAGES } from '@carshop/contract/car';
import { MAX_CAR_IMAGES } from '@carshop/contract/constants';
import { imageSrcSet } from '@carshop/contract/images';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@carshop/contract/upload';
import { ArrowLeft, ArrowRight, ImagePlus, RefreshCw, Star, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useUploadPictureMutation } from '../api';

/**
 * One picture of the car being edited: already stored (`url`), on its way to POST /uploads (a `preview` from the
 * file itself), or refused (`message`; it stays in the list, saying why, until it is removed or replaced).
 */
export type PictureItem = {
  key: string;
  status: 'uploading' | 'ready' | 'failed';
  preview?: string;
  url?: string;
  message?: string;
};

/** The pictures of a car as stored: the list the form starts from (Update Car), all ready. */
export const storedPictures = (urls: readonly string[]): PictureItem[] =>
  urls.map((url) => ({ key: url, status: 'ready', url }));

/** What the form sends as `images`: the uploaded pictures, in the admin's order (the first is the main one). */
export const pictureUrls = (items: readonly PictureItem[]): string[] =>
  items.flatMap((item) => (item.status === 'ready' && item.url ? [item.url] : []));

export const isUploading = (items: readonly PictureItem[]) =>
  items.some((item) => item.status === 'uploading');

/** Why the browser already knows the server would refuse this file (the server checks the bytes anyway). */
function refusal(file: File): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return UPLOAD_MESSAGES.wrongType;
  }
  return undefined;
}

/** What the field holds, beside its button: never the native input's "No file chosen". */
function pictureCount(count: number): string {
  if (count === 0) return 'No pictures yet';
  if (count >= MAX_CAR_IMAGES) return `${count} pictures, the most a car can have`;
  return count === 1 ? '1 picture' : `${count} pictures`;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
};

type PicturesFieldProps = {
  value: PictureItem[];
  onChange: (update: (items: PictureItem[]) => PictureItem[]) => void;
  disabled?: boolean;
};

/**
 * The car's pictures (spec §2 "Image (file)", issue 21: up to ten, in order). Each chosen file goes to
 * POST /uploads at once (spec §5) with a preview from the file; the admin reorders them, makes one the main
 * picture (the first, the car's `image`), replaces or removes any. A refused file says why in its place and the
 * rest of the form is kept.
 */
export function PicturesField({ value, onChange, disabled }: PicturesFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploadPicture] = useUploadPictureMutation();
  const [notice, setNotice] = useState('');
  const sequence = useRef(0);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Uploads `file` into the item `key` (a new one, or one being replaced); the latest file for a key wins. */
  const upload = async (key: string, file: File) => {
    const refused = refusal(file);
    const patch = (next: Omit<PictureItem, 'key'>) =>
      onChange((items) => items.map((item) => (item.key === key ? { key, ...next } : item)));
    if (refused) return patch({ status: 'failed', message: refused });
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    patch({ status: 'uploading', preview });
    try {
      const answer = await uploadPicture(file).unwrap();
      onChange((items) =>
        items.map((item) =>
          item.key === key && item.preview === preview
            ? { key, status: 'ready', preview, url: answer.data.display_url }
            : item,
        ),
      );
      setNotice('Picture uploaded.');
    } catch (error) {
      onChange((items) =>
        items.map((item) =>
          item.key === key && item.preview === preview
            ? {
                key,
                status: 'failed',
                preview,
                message: errorMessage(error, 'The picture could not be uploaded'),
              }
            : item,
        ),
      );
    }
  };

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be chosen again later
    const room = MAX_CAR_IMAGES - value.length;
    const taken = files.slice(0, Math.max(room, 0));
    setNotice(
      files.length > taken.length
        ? `${CAR_IMAGE_MESSAGES.tooMany}: ${files.length - taken.length} not added.`
        : taken.length === 1
          ? 'Uploading the picture…'
          : taken.length > 1
            ? `Uploading ${taken.length} pictures…`
            : '',
    );
    const added = taken.map((file) => ({ file, key: `new-${++sequence.current}` }));
    onChange((items) => [...items, ...added.map(({ key }) => ({ key, status: 'uploading' as const }))]);
    for (const { key, file } of added) void upload(key, file);
  };

  const replace = (key: string, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(key, file);
  };

  const reorder = (from: number, to: number, said: string) => {
    onChange((items) => move(items, from, to));
    setNotice(said);
  };

  const remove = (index: number) => {
    onChange((items) => items.filter((_, i) => i !== index));
    setNotice(`Picture ${index + 1} removed.`);
  };

  const full = value.length >= MAX_CAR_IMAGES;
  return (
    <div className="@container grid gap-2 sm:col-span-2">
      <Label htmlFor={id}>Image</Label>
      {/*
        The native file input is drawn as a button of ours: its own text ("No file chosen") would contradict the
        pictures below, since the input is emptied after each choice (issue 28). The count says what is there.
      */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          )}
        >
          <ImagePlus aria-hidden="true" />
          {value.length === 0 ? 'Choose pictures' : 'Add more pictures'}
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled || full}
            aria-describedby={`${id}-hint`}
            onChange={add}
            className="sr-only"
          />
        </label>
        <span data-testid="pictures-count" className="text-sm text-slate-700">
          {pictureCount(value.length)}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Optional. Up to {MAX_CAR_IMAGES} pictures, the first is the main one. JPEG, PNG, WebP or AVIF, at most
        5 MB each; cropped to 16:10.
      </p>
      <p aria-live="polite" className="text-sm text-slate-700">
        {notice}
      </p>
      {value.length > 0 && (
        <ol aria-label="Pictures" className="grid grid-cols-2 gap-2 @xl:grid-cols-3 @xl:gap-3">
          {value.map((item, index) => (
            <PictureTile
              key={item.key}
              item={item}
              index={index}
              count={value.length}
              disabled={disabled}
              onMove={(to, said) => reorder(index, to, said)}
              onReplace={(event) => replace(item.key, event)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

type PictureTileProps = {
  item: PictureItem;
  index: number;
  count: number;
  disabled: boolean | undefined;
  onMove: (to: number, said: string) => void;
  onReplace: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
};

function PictureTile({ item, index, count, disabled, onMove, onReplace, onRemove }: PictureTileProps) {
  const replaceId = useId();
  const name = `picture ${index + 1}`;
  const src = item.preview ?? item.url;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-xs">
      <div className="relative aspect-[16/10] overflow-hidden rounded-md bg-slate-100">
        {src ? (
          <img
            src={src}
            srcSet={item.preview ? undefined : imageSrcSet(src)}
            sizes="240px"
            alt={`${index + 1} of ${count}${index === 0 ? ', the main one' : ''}`}
            className="size-full object-cover"
          />
        ) : null}
        {index === 0 && item.status !== 'failed' ? (
          <span className="absolute top-1.5 left-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            Main
          </span>
        ) : null}
        {item.status === 'uploading' ? (
          <span className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm font-medium text-slate-800">
            <Spinner /> Uploading…
          </span>
        ) : null}
        <TileButton
          label={`Remove ${name}`}
          title="Remove"
          disabled={disabled}
          onClick={onRemove}
          className="absolute top-1.5 right-1.5 shadow-sm"
        >
          <X aria-hidden="true" />
        </TileButton>
      </div>
      {item.status === 'failed' ? <FieldError id={`${replaceId}-error`} message={item.message} /> : null}
      <div className="flex flex-wrap gap-1">
        <TileButton
          label={`Move ${name} earlier`}
          title="Move earlier"
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1, `Picture ${index + 1} moved to place ${index}.`)}
        >
          <ArrowLeft aria-hidden="true" />
        </TileButton>
        <TileButton
          label={`Move ${name} later`}
          title="Move later"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1, `Picture ${index + 1} moved to place ${index + 2}.`)}
        >
          <ArrowRight aria-hidden="true" />
        </TileButton>
        <TileButton
          label={`Make main ${name}`}
          title="Make main picture"
          disabled={disabled || index === 0}
          onClick={() => onMove(0, `Picture ${index + 1} is now the main picture.`)}
        >
          <Star aria-hidden="true" />
        </TileButton>
        <label
          htmlFor={replaceId}
          title="Replace"
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 [&_svg]:size-4"
        >
          <RefreshCw aria-hidden="true" />
          <input
            id={replaceId}
            aria-label={`Replace ${name}`}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            onChange={onReplace}
            className="sr-only"
          />
        </label>
      </div>
    </li>
  );
}

/** A tile's compact control: an icon with a full name for assistive technology and a tooltip for the eye. */
function TileButton({
  label,
  title,
  disabled,
  onClick,
  className,
  children,
}: {
  className?: string;
  label: string;
  title: string;
  disabled: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon-sm"
      className={className}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
