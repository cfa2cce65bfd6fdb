import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding Cancel and Delete. */
function Page() {
  const [open, setOpen] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete Kettle</Button>
      {open && (
        <Dialog
          title="Delete product?"
          description="It cannot be undone."
          onClose={() => setOpen(false)}
          initialFocus={cancel}
        >
          <Button ref={cancel} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger">Delete</Button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kettle' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('It cannot be undone.');
  });

  it('takes focus in, keeps it inside on Tab, and gives it back to the opener on Escape', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete Kettle' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
