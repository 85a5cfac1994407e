import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { lazyDialog } from './lazy-dialog';

interface NoteDialogProps {
  note: string | null;
}

/** A dialog open while it has a note, counting how often it is mounted. */
const mounts = { count: 0 };
function NoteDialog({ note }: NoteDialogProps) {
  useEffect(() => {
    mounts.count += 1;
  }, []);
  return note === null ? null : <div role="dialog" aria-label={note} />;
}

/** A dialog module whose import the test settles. */
function heldImport() {
  let settle: (component: ComponentType<NoteDialogProps>) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<NoteDialogProps>>((resolve) => {
        settle = resolve;
      }),
  );
  return { load, settle: (component: ComponentType<NoteDialogProps>) => settle(component) };
}

/** requestIdleCallback whose callbacks the test runs. */
function stubIdle() {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => {
    for (const callback of callbacks.splice(0)) callback({} as IdleDeadline);
  };
}

const NOTES = ['Ravi Kumar', 'Sita Devi'];

/** Renders the dialog in the app's providers; `open(note)` opens it, `open(null)` closes it. */
function renderDialog(Dialog: ComponentType<NoteDialogProps>, initial: string | null) {
  function Screen() {
    const [note, setNote] = useState(initial);
    return (
      <>
        {NOTES.map((name) => (
          <button key={name} type="button" onClick={() => setNote(name)}>
            {`Open ${name}`}
          </button>
        ))}
        <button type="button" onClick={() => setNote(null)}>
          Close
        </button>
        <Dialog note={note} />
      </>
    );
  }
  const view = renderWithProviders(<Screen />);
  const open = (note: string | null) =>
    act(() => {
      fireEvent.click(
        screen.getByRole('button', { name: note === null ? 'Close' : `Open ${note}` }),
      );
    });
  return { ...view, open };
}

afterEach(() => {
  cleanup(); // before the idle stubs go: unmounting cancels the idle callback
  vi.unstubAllGlobals();
  mounts.count = 0;
});

describe('lazyDialog', () => {
  it('loads nothing with the screen, and fetches the code when the browser is next idle', async () => {
    const runIdle = stubIdle();
    const { load, settle } = heldImport();
    const Dialog = lazyDialog(load, (props) => props.note !== null);
    const view = renderDialog(Dialog, null);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).not.toBeInTheDocument();

    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => settle(NoteDialog));

    // Loaded ahead, the first opening draws the dialog at once, with no spinner between.
    view.open('Ravi Kumar');
    expect(screen.getByRole('dialog', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while a first opening waits for the code, then the dialog', async () => {
    stubIdle();
    const { load, settle } = heldImport();
    const Dialog = lazyDialog(load, (props) => props.note !== null);
    const view = renderDialog(Dialog, null);

    view.open('Ravi Kumar');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => settle(NoteDialog));
    expect(await screen.findByRole('dialog', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).not.toBeInTheDocument();
  });

  it('keeps an opened dialog mounted when it closes, so it closes and reopens as one dialog', async () => {
    stubIdle();
    const { load, settle } = heldImport();
    const Dialog = lazyDialog(load, (props) => props.note !== null);
    const view = renderDialog(Dialog, 'Ravi Kumar');
    await act(async () => settle(NoteDialog));
    await screen.findByRole('dialog', { name: 'Ravi Kumar' });

    view.open(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.open('Sita Devi');
    expect(screen.getByRole('dialog', { name: 'Sita Devi' })).toBeInTheDocument();
    expect(mounts.count).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
