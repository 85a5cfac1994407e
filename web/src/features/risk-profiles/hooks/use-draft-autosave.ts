import type { RiskProfile, RiskProfileInputValues } from '@lendline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureReason } from '@/lib/failure-text';
import { useSaveRiskProfile } from '../api/save-risk-profile';
import { changedFieldsOf } from '../lib/risk-form-values';

/** How long typing pauses before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus =
  | { state: 'idle' }
  /** Nothing is saved before the prospect has a name (the API requires it). */
  | { state: 'needs_name' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** A field in error (marked on the form) holds the draft back. */
  | { state: 'invalid' }
  | { state: 'failed'; reason: string };

interface DraftAutosaveOptions {
  /** The stored profile the form opened, or null for a new one. */
  initial: RiskProfile | null;
  /** The payload of what the server holds for `initial` (null for a new profile). */
  initialPayload: RiskProfileInputValues | null;
  /** False when the form is read-only: nothing is ever sent. */
  enabled: boolean;
  /** Changes with every edit: each change starts the delay again. */
  values: unknown;
  /**
   * The payload to save now, or null when the form holds it back (no name yet, or a field in
   * error, which the callback marks on the form).
   */
  readPayload: () => RiskProfileInputValues | 'needs_name' | 'invalid';
  /** Called once, after the first save created the profile. */
  onCreated: (profile: RiskProfile) => void;
}

type Extra = Pick<RiskProfileInputValues, 'assessment_status'>;

/**
 * Saves the form as the assessor works (issue 12 "drafts saved as the assessor works"): the
 * first save POSTs the draft once the name is filled, later ones PATCH what changed. Saves run
 * one after another, so a second POST can never start while the first is on its way: the one
 * after it sees the new id and PATCHes.
 */
export function useDraftAutosave({
  initial,
  initialPayload,
  enabled,
  values,
  readPayload,
  onCreated,
}: DraftAutosaveOptions) {
  // mutateAsync keeps its identity as the mutation's state changes (the result object does not):
  // a save answering must not look like the form closing, which saves a waiting edit at once.
  const { mutateAsync: mutateSave } = useSaveRiskProfile();
  const profileId = useRef<string | null>(initial?.id ?? null);
  const saved = useRef<RiskProfileInputValues | null>(initialPayload);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const autosaveQueued = useRef(false);
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const latest = useRef({ readPayload, onCreated });
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = { readPayload, onCreated };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Sends what differs from the server's copy; resolves to the stored profile when sent. */
  const send = useCallback(
    async (extra?: Extra): Promise<RiskProfile | null> => {
      const payload = latest.current.readPayload();
      if (payload === 'needs_name' || payload === 'invalid') {
        setStatus({ state: payload });
        return null;
      }
      const id = profileId.current;
      const changes =
        id && saved.current ? { ...changedFieldsOf(payload, saved.current), ...extra } : null;
      if (changes && Object.keys(changes).length === 0) {
        setStatus((current) => (current.state === 'idle' ? current : { state: 'saved' }));
        return null;
      }
      setStatus({ state: 'saving' });
      try {
        const { risk_profile: profile } = await mutateSave(
          id && changes
            ? { kind: 'update', id, body: changes }
            : { kind: 'create', body: { ...payload, ...extra } },
        );
        saved.current = payload;
        profileId.current = profile.id;
        setStatus({ state: 'saved' });
        // A draft first saved as the form closed does not pull the user back to it.
        if (!id && mounted.current) latest.current.onCreated(profile);
        return profile;
      } catch (error) {
        setStatus({ state: 'failed', reason: failureReason(error) });
        throw error;
      }
    },
    [mutateSave],
  );

  /**
   * Saves now, after any save under way. With `extra` (completing the assessment) the save always
   * goes out; an autosave joins one already waiting instead of queueing behind it.
   */
  const saveNow = useCallback(
    (extra?: Extra): Promise<RiskProfile | null> => {
      if (!extra && autosaveQueued.current) return queue.current as Promise<RiskProfile | null>;
      if (!extra) autosaveQueued.current = true;
      const next = queue.current
        .catch(() => undefined)
        .then(() => {
          if (!extra) autosaveQueued.current = false;
          return send(extra);
        });
      queue.current = next;
      return next;
    },
    [send],
  );

  // Each edit restarts the delay; an edit still waiting when the form closes is saved then.
  const pending = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      saveNow().catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, values, saveNow]);
  useEffect(
    () => () => {
      if (pending.current) saveNow().catch(() => undefined);
    },
    [saveNow],
  );

  return { status, saveNow, profileId: () => profileId.current };
}
