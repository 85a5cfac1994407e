import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-t';
import classes from './skip-link.module.css';

/** The id of the shell's main region, where the skip link lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element (WCAG 2.4.1): hidden until a keyboard user tabs onto it,
 * it moves focus past the header and the sidebar to the screen itself.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not the URL's hash: the router owns the URL, and the screen keeps its address.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {t('shell.skip_to_content')}
    </a>
  );
}
