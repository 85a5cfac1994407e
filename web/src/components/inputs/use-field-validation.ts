import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 2 §4 "Form input states". */
export type FieldState = 'default' | 'validating' | 'valid' | 'error';

export interface FieldStatus {
  state: FieldState;
  /** The error, or the valid message; '' when there is nothing to say. */
  message: string;
  /** Corrections to offer as buttons (e-mail typos). */
  suggestions?: readonly string[];
}

/** Spec part 2 §9: validation runs 300 ms after the last change. */
export const VALIDATION_DEBOUNCE_MS = 300;

const DEFAULT_STATUS: FieldStatus = { state: 'default', message: '' };

/**
 * The input state machine of spec part 2 §4: a field stays 'default' until the user first types
 * or leaves it; after that every change shows 'validating' and runs the check 300 ms later, and
 * leaving the field runs it at once. Each call takes the check to run, which answers the status.
 *
 * `value` is the field's controlled value: when it changes from outside (a form reset, a saved
 * record loaded) the old verdict no longer describes it, so the field shows 'default' again until
 * the user acts. Values the field emits itself go through `ownValue` first.
 */
export function useFieldValidation<T>(value: T) {
  const [checked, setStatus] = useState<FieldStatus>(DEFAULT_STATUS);
  const [lastValue, setLastValue] = useState(value);
  const [outdated, setOutdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touched = useRef(false);

  if (value !== lastValue) {
    setLastValue(value);
    setOutdated(true);
  }

  /** Records a value the field is about to emit, so it does not count as set from outside. */
  const ownValue = useCallback((next: T) => {
    setLastValue(next);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** After a change: validate 300 ms later (the latest change wins). */
  const validateSoon = useCallback((check: () => FieldStatus) => {
    touched.current = true;
    clearTimeout(timer.current);
    setOutdated(false);
    setStatus((current) => ({ ...current, state: 'validating', suggestions: undefined }));
    timer.current = setTimeout(() => setStatus(check()), VALIDATION_DEBOUNCE_MS);
  }, []);

  /** On leaving the field: validate at once. */
  const validateNow = useCallback((check: () => FieldStatus) => {
    touched.current = true;
    clearTimeout(timer.current);
    setOutdated(false);
    setStatus(check());
  }, []);

  /** Re-check after a change that is not typing (another country): only once touched. */
  const revalidate = useCallback(
    (check: () => FieldStatus) => {
      if (touched.current) validateSoon(check);
    },
    [validateSoon],
  );

  /** Sets a status directly (a chosen suggestion is valid at once). */
  const settle = useCallback((next: FieldStatus) => {
    touched.current = true;
    clearTimeout(timer.current);
    setOutdated(false);
    setStatus(next);
  }, []);

  const status = outdated ? DEFAULT_STATUS : checked;
  return { status, ownValue, validateSoon, validateNow, revalidate, settle };
}
