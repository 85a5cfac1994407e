/** 'debt_collectors' → 'Debt collectors'. */
export function humanize(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
