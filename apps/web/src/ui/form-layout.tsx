import type { ReactNode } from 'react';
import { SimpleGrid, Stack, type MantineSpacing } from '@mantine/core';

/**
 * The widest a page form grows. Up to it a form takes its card's width (a 1440 px screen); past it
 * (1920 px) the lines of its text boxes would grow too long to read.
 */
export const formMaxWidth = 1080;

/** A page form's fields one under another, across its card's width up to `formMaxWidth`. */
export function FormStack({ gap = 'md', children }: { gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Stack gap={gap} w="100%" maw={formMaxWidth}>
      {children}
    </Stack>
  );
}

/** Columns by the form's own width, not the screen's: beside a logo column a form is narrower than its page. */
const columnsOf = { 2: { base: 1, '520px': 2 }, 3: { base: 1, '520px': 2, '780px': 3 } } as const;

/**
 * Short fields side by side when the form is wide enough (a phone and an e-mail, a start and an
 * end), one under another when not; each keeps its own height, so a message under one moves nothing.
 */
export function FormRow({ cols = 2, children }: { cols?: 2 | 3; children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={columnsOf[cols]} spacing="md" verticalSpacing="md" style={{ alignItems: 'start' }}>
      {children}
    </SimpleGrid>
  );
}
