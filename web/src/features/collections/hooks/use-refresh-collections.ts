import { t } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGenerateCollections } from '../api/generate-collections';

/**
 * Refresh Data (spec part 2 §2, §8): rebuilds the day's entries (today's by default) (forced, keeping what was
 * collected) and says how many were generated, or why it failed.
 */
export function useRefreshCollections(date: string | null = null) {
  const generate = useGenerateCollections();
  const refresh = () =>
    generate.mutate(date ? { date, force_regenerate: true } : { force_regenerate: true }, {
      onSuccess: (answer) => notifySuccess(answer.message, t('collections.refresh.done_title')),
      onError: (error) =>
        notifyError(
          t('collections.refresh.failed_title'),
          isApiError(error) ? error.message : t('collections.refresh.failed'),
        ),
    });
  return { refresh, refreshing: generate.isPending };
}
