import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A native fieldset with its legend, for a part of a field-work form. Not Mantine's Fieldset:
 * that would be one more chunk every screen opening these dialogs lists in the first-load entry.
 */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      m={0}
      p="sm"
      bd="1px solid var(--mantine-color-default-border)"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text component="legend" size="sm" fw={500} px={4}>
        {legend}
      </Text>
      {children}
    </Box>
  );
}
