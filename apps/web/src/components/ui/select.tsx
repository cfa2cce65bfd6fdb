import type { ComponentProps } from 'react';
import { useFieldControl } from './field';

/**
 * A native select styled like Input (the phone's own picker stays). Inside a Field it is
 * labelled and described by it; every native prop and the ref pass through.
 */
export function Select({
  id,
  className,
  compact = false,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: ComponentProps<'select'> & {
  /** As wide as its longest option, in small text: for a toolbar (e.g. 'Sort by'). */
  compact?: boolean;
}) {
  const control = useFieldControl(
    { id, className, 'aria-describedby': describedBy, 'aria-invalid': invalid },
    compact ? 'h-10 text-sm' : 'h-11 w-full text-base',
  );
  return <select {...props} {...control} />;
}
