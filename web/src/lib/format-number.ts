const INTEGER_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const ONE_DECIMAL_FORMAT = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count with Indian digit grouping: 123456 → '1,23,456'. */
export function formatNumber(value: number): string {
  return INTEGER_FORMAT.format(value);
}

/** '2.4 MB', '310 KB', '512 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${ONE_DECIMAL_FORMAT.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes)} B`;
}
