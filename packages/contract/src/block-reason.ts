/** The block popup's reason logic of spec 01 section 4, shared by every block popup. */
export const blockPresets = ['Расторжение соглашения', 'Нарушение соглашения', 'Истек срок договора'] as const;

export type BlockReasonState = { preset: string | null; text: string };

export function initialBlockReason(presets: readonly string[] = blockPresets): BlockReasonState {
  return { preset: presets[0] ?? null, text: '' };
}

/** Checking a preset clears the text; unchecking the checked one leaves nothing chosen. */
export function togglePreset(state: BlockReasonState, preset: string): BlockReasonState {
  return state.preset === preset && !state.text ? { preset: null, text: '' } : { preset, text: '' };
}

/** Non-blank text unchecks the presets; blank text restores the first preset. */
export function typeReason(text: string, presets: readonly string[] = blockPresets): BlockReasonState {
  return text.trim() ? { preset: null, text } : { preset: presets[0] ?? null, text };
}

/** The reason to send, or null when nothing is chosen (the block action then does nothing). */
export function blockReasonOf(state: BlockReasonState): string | null {
  return state.text.trim() || state.preset || null;
}
