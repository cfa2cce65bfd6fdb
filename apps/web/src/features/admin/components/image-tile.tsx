import type { DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { previewImage, type EditorImage } from '../image-list';
import { Icon } from '../../../components/ui/icons';

/** What an image's buttons do; after each, the focus stays on the same image's buttons. */
export type ImageAction = 'primary' | 'left' | 'right' | 'remove';

/** The drag data of a reorder, so a dragged tile is not taken for a dropped file. */
export const REORDER_TYPE = 'application/x-better-deals-image';

/**
 * One image of the editor's list: the picture (marked Primary when first), its name, and Make
 * primary, Move left, Move right and Remove. Dragging it onto another tile reorders the list.
 */
export function ImageTile({
  image,
  index,
  count,
  dragged,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  onRemove,
}: {
  image: EditorImage;
  index: number;
  count: number;
  dragged: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  onMove: (to: number, action: Exclude<ImageAction, 'remove'>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(REORDER_TYPE, image.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(REORDER_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={onDrop}
      className={`flex cursor-grab flex-col overflow-hidden rounded-lg bg-white ring-1 ${
        dragged ? 'opacity-50 ring-brand-700' : 'ring-slate-200'
      }`}
    >
      <div className="relative aspect-square bg-slate-100">
        <ProductImage
          image={previewImage(image)}
          alt={`Image ${n}: ${image.name}`}
          sizes="160px"
          className="h-full w-full object-contain"
          draggable={false}
        />
        {index === 0 && (
          <span className="absolute left-2 top-2 rounded-md bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            Primary
          </span>
        )}
      </div>
      <p className="truncate px-2 pt-1 text-xs text-slate-700" title={image.name}>
        {image.name}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-1 p-2">
        <Button
          data-image-action={`${image.id}:primary`}
          variant="neutral"
          size="icon"
          disabled={index === 0}
          onClick={() => onMove(0, 'primary')}
          aria-label={`Make image ${n} primary`}
          title="Make primary"
        >
          <Icon name="star-pin" />
        </Button>
        <Button
          data-image-action={`${image.id}:left`}
          variant="neutral"
          size="icon"
          disabled={index === 0}
          onClick={() => onMove(index - 1, 'left')}
          aria-label={`Move image ${n} left`}
          title="Move left"
        >
          <Icon name="arrow-left" />
        </Button>
        <Button
          data-image-action={`${image.id}:right`}
          variant="neutral"
          size="icon"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'right')}
          aria-label={`Move image ${n} right`}
          title="Move right"
        >
          <Icon name="arrow-right" />
        </Button>
        <Button
          data-image-action={`${image.id}:remove`}
          variant="danger-outline"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove image ${n}`}
          title="Remove"
        >
          <Icon name="trash" />
        </Button>
      </div>
    </li>
  );
}
