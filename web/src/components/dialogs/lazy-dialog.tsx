import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useT } from '@/i18n/use-t';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** How long after the screen's first drawing a dialog's code is fetched if the browser is busy. */
const PRELOAD_TIMEOUT_MS = 5_000;

/** Runs `task` when the browser is next idle (a timer where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: PRELOAD_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, PRELOAD_TIMEOUT_MS / 2);
  return () => clearTimeout(id);
}

/** Shown in the dialog's place while its code loads: a first opening on a slow network. */
function DialogLoading() {
  const t = useT();
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-modal)' }}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * A dialog whose code loads when it is first opened, not with the screen that opens it: a list
 * screen's first drawing does not wait for the forms, schemas and phone metadata of dialogs
 * nobody has opened yet. The code is fetched when the browser is next idle after the screen is
 * drawn, so a first opening seldom waits; once opened, the dialog stays mounted, closing with its
 * own transition as a dialog that was always there would.
 *
 * `load` imports the dialog's module and answers its component; `isOpen` reads the dialog's open
 * state from its props (its target, the id it shows, or `opened`).
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: NoInfer<Props>) => boolean,
): ComponentType<Props> {
  const Dialog = lazyWithPreload(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(Dialog.preload), []);
    if (!opened) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
