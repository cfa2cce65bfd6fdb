import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field, Input, Textarea } from './field';
import { Select } from './select';

describe('Field', () => {
  it('names its control by the label, without the required mark', () => {
    render(
      <Field label="Email" required>
        <Input type="email" required />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('describes the control by its hint and error, and marks it invalid only with an error', () => {
    const { rerender } = render(
      <Field label="Password" hint="At least 8 characters.">
        <Input aria-describedby="outside" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(input)).toEqual(['At least 8 characters.', '']);

    rerender(
      <Field label="Password" hint="At least 8 characters." error="Too short.">
        <Input aria-describedby="outside" />
      </Field>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['At least 8 characters.', 'Too short.', '']);
  });

  it("works with react-hook-form's register for inputs, text areas and selects", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({
        defaultValues: { name: '', message: '', zone: 'lagos' },
      });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Field label="Name">
            <Input {...register('name')} />
          </Field>
          <Field label="Message">
            <Textarea {...register('message')} />
          </Field>
          <Field label="Zone">
            <Select {...register('zone')}>
              <option value="lagos">Lagos</option>
              <option value="abuja">Abuja</option>
            </Select>
          </Field>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'abuja');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', message: 'Hello', zone: 'abuja' });
  });
});

/** The texts of the elements that describe `element`, in order ('' for an id with no element). */
function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}
