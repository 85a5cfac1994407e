import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

const SIZES = {
  sm: { icon: 28, glyph: 16, title: 'md', line: 'xs' },
  md: { icon: 36, glyph: 20, title: 'lg', line: 'xs' },
  lg: { icon: 48, glyph: 28, title: 'xl', line: 'sm' },
} as const;

/** A name, never translated. */
const PRODUCT_NAME = 'Lendline';

interface BrandLogoProps {
  size?: keyof typeof SIZES;
  /** Show only the mark (collapsed sidebar). */
  markOnly?: boolean;
  /** The line under the name; the sidebar shows 'Financial Services' (spec part 1 §1). */
  tagline?: string;
  inverted?: boolean;
}

export function BrandLogo({ size = 'md', markOnly = false, tagline, inverted }: BrandLogoProps) {
  const dimensions = SIZES[size];
  const mark = (
    <ThemeIcon size={dimensions.icon} radius="md" variant={inverted ? 'white' : 'filled'}>
      <IconBuildingBank size={dimensions.glyph} aria-hidden />
    </ThemeIcon>
  );
  if (markOnly) return mark;
  return (
    <Group gap="xs" wrap="nowrap">
      {mark}
      <Stack gap={0}>
        <Text fw={700} size={dimensions.title} lh={1.1} c={inverted ? 'white' : undefined}>
          {PRODUCT_NAME}
        </Text>
        {tagline && (
          <Text size={dimensions.line} c={inverted ? 'gray.3' : 'dimmed'} lh={1.2}>
            {tagline}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
