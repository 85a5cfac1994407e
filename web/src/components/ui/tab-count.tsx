import { Badge } from '@mantine/core';
import { formatNumber } from '@/lib/format-number';

/**
 * A tab's count. Until the count is known an empty badge of a three-digit count's size holds its
 * place, so the tabs do not grow and wrap when the counts arrive.
 */
export function TabCount({ count, color = 'gray' }: { count: number | undefined; color?: string }) {
  if (count === undefined) {
    return (
      <Badge size="sm" variant="transparent" aria-hidden style={{ visibility: 'hidden' }}>
        000
      </Badge>
    );
  }
  return (
    <Badge size="sm" variant="light" color={color}>
      {formatNumber(count)}
    </Badge>
  );
}
