import { useId, useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';

/**
 * A labelled password input with a Show/Hide button, so a shopper on a phone can check what
 * they typed. The button names the field it reveals ('Show password', 'Hide confirm password').
 */
export function PasswordField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);

  return (
    <Field label={label} hint={hint} error={error} id={id}>
      <div className="relative">
        <Input
          {...input}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="pr-20"
        />
        <Button
          variant="ghost"
          size="sm"
          aria-controls={id}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1"
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      </div>
    </Field>
  );
}
