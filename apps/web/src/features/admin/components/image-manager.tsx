import { PRODUCT_LIMITS } from '@better-deals/domain';
import { useEffect, useImperativeHandle, useRef, useState, type DragEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import {
  addImageFiles,
  IMAGE_ACCEPT,
  makePrimary,
  moveImage,
  removeImage,
  type EditorImage,
} from '../image-list';
import { ImageTile, REORDER_TYPE, type ImageAction } from './image-tile';
import { Icon } from '../../../components/ui/icons';

let imageSequence = 0;
/** A picked file as an editor image, shown from a local object URL until it is uploaded. */
function toEditorImage(file: File): EditorImage {
  imageSequence += 1;
  return { id: `new-${imageSequence}`, kind: 'new', name: file.name, file, url: URL.createObjectURL(file) };
}

const revoke = (image: EditorImage) => {
  if (image.kind === 'new') URL.revokeObjectURL(image.url);
};

/**
 * The product's images (spec §5): dropped or picked (image types only), reordered by dragging or
 * with each image's buttons (Make primary, Move left, Move right), removed; the first is the
 * Primary one. Every change is read out. Focusing the whole list (through `ref`, e.g. for its
 * error) focuses the file picker.
 */
export function ImageManager({
  images,
  onChange,
  error,
  ref,
}: {
  images: EditorImage[];
  onChange: (images: EditorImage[]) => void;
  error?: string;
  ref?: Ref<{ focus: () => void }>;
}) {
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => fileInput.current?.focus() }), []);

  // Local previews are released when the editor closes.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach(revoke), []);

  /** After a change, the same image's button keeps the focus (or its nearest enabled neighbour). */
  const focusImageButton = (id: string, action: ImageAction) => {
    const order: ImageAction[] = [action, 'right', 'left', 'primary', 'remove'];
    for (const candidate of order) {
      const button = list.current?.querySelector<HTMLButtonElement>(
        `[data-image-action="${CSS.escape(`${id}:${candidate}`)}"]`,
      );
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const result = addImageFiles(images, files, toEditorImage);
    setFileErrors(result.errors);
    const added = result.images.length - images.length;
    if (added > 0) {
      onChange(result.images);
      setAnnouncement(`${added} ${added === 1 ? 'image' : 'images'} added. ${result.images.length} in all.`);
    }
  };

  const move = (index: number, to: number, action: ImageAction) => {
    const image = images[index];
    if (!image) return;
    const next = action === 'primary' ? makePrimary(images, index) : moveImage(images, index, to);
    const position = next.findIndex((i) => i.id === image.id) + 1;
    flushSync(() => {
      onChange(next);
      setAnnouncement(
        `${image.name} moved to position ${position} of ${next.length}${position === 1 ? ', now the primary image' : ''}.`,
      );
    });
    focusImageButton(image.id, action);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (!image) return;
    revoke(image);
    const next = removeImage(images, image.id);
    flushSync(() => {
      onChange(next);
      setAnnouncement(
        `${image.name} removed. ${next.length} ${next.length === 1 ? 'image' : 'images'} left.`,
      );
    });
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusImageButton(neighbour.id, 'remove');
    else fileInput.current?.focus();
  };

  const onZoneDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropActive(true);
  };

  const onZoneDrop = (event: DragEvent) => {
    setDropActive(false);
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  const onItemDrop = (event: DragEvent, index: number) => {
    const id = event.dataTransfer.getData(REORDER_TYPE);
    setDraggedId(null);
    if (!id) return;
    event.preventDefault();
    event.stopPropagation();
    const from = images.findIndex((i) => i.id === id);
    if (from >= 0 && from !== index) move(from, index, from > index ? 'left' : 'right');
  };

  const full = images.length >= PRODUCT_LIMITS.imagesMax;
  const errorText = error ?? (fileErrors.length > 0 ? fileErrors.join(' ') : undefined);
  const hint = `Drag images here or choose files: JPEG, PNG, WebP, GIF or AVIF, up to ${PRODUCT_LIMITS.imageBytesMax / (1024 * 1024)} MB each, ${PRODUCT_LIMITS.imagesMax} at most. The first image is the primary one; drag to reorder, or use each image's buttons.`;

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        Images
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>

      <div
        onDragOver={onZoneDragOver}
        onDragEnter={onZoneDragOver}
        onDragLeave={() => setDropActive(false)}
        onDrop={onZoneDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center ${
          dropActive
            ? 'border-brand-700 bg-brand-50'
            : error
              ? 'border-red-700 bg-white'
              : 'border-slate-300 bg-white'
        }`}
      >
        <Icon name="upload" size={28} className="text-slate-600" />
        <p className="text-sm text-slate-700">Drag and drop images here, or</p>
        <input
          ref={fileInput}
          id="product-images"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={full}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'product-images-hint product-images-error' : 'product-images-hint'}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor="product-images"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          Choose images
        </label>
        <p id="product-images-hint" className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      {errorText && (
        <p id="product-images-error" className="mt-1 text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}

      {images.length > 0 && (
        <ol
          ref={list}
          aria-label="Product images, in order"
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              dragged={draggedId === image.id}
              onDragStart={() => setDraggedId(image.id)}
              onDragEnd={() => setDraggedId(null)}
              onDrop={(event) => onItemDrop(event, index)}
              onMove={(to, action) => move(index, to, action)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
