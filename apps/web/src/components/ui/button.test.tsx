import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('does not submit the form it sits in unless asked to', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Show password</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps an icon button named by its aria-label and hands its element to a ref', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button size="icon" aria-label="Close filters" ref={(el) => void (element = el)}>
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close filters' })).toBe(element);
  });

  it('renders a link as a real link to its address', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/store">Start Shopping</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/store');
  });
});
