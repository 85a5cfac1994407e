import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the shell's main region, where the skip link lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element (WCAG 2.4.1): hidden until a keyboard user tabs onto it,
 * it moves focus past the header and the sidebar to the screen itself.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not the URL's hash: the router owns the URL, and the screen keeps its address.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
