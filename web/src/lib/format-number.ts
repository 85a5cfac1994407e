import { formattingContext, numberFormat } from '@/i18n/formatting';

/** A count in the reader's locale: 123456 → '1,23,456' in en-IN and hi-IN, '123,456' in sw-KE. */
export function formatNumber(value: number): string {
  return numberFormat(formattingContext().locale, { maximumFractionDigits: 0 }).format(value);
}

/** '2.4 MB', '310 KB', '512 B'. */
export function formatFileSize(bytes: number): string {
  const { locale } = formattingContext();
  if (bytes >= 1024 * 1024) {
    const megabytes = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return `${megabytes.format(bytes / (1024 * 1024))} MB`;
  }
  if (bytes >= 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes)} B`;
}

/** A ratio such as an AUC with two decimals in the reader's locale: 0.7778 → '0.78'. */
export function formatRatio(value: number): string {
  return numberFormat(formattingContext().locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
