/**
 * Scrolls the first field in error into view and focuses it. "First" is the form's DOM order, as
 * the user reads it, not the order of the keys in `errors`; fields are found by the `data-path`
 * attribute @mantine/form's getInputProps puts on each input.
 */
export function revealFirstError(
  form: HTMLFormElement | null,
  errors: Readonly<Record<string, unknown>>,
): void {
  if (!form) return;
  for (const field of form.querySelectorAll<HTMLElement>('[data-path]')) {
    const path = field.dataset.path;
    if (path !== undefined && errors[path]) {
      field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field.focus({ preventScroll: true });
      return;
    }
  }
}
