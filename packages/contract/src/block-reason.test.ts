import { describe, expect, it } from 'vitest';
import { blockPresets, blockReasonOf, initialBlockReason, togglePreset, typeReason } from './block-reason.js';

describe('block presets', () => {
  it('are the three reasons of spec 01, default first', () => {
    expect(blockPresets).toEqual(['Расторжение соглашения', 'Нарушение соглашения', 'Истек срок договора']);
  });
});

describe('initialBlockReason', () => {
  it("defaults to 'Расторжение соглашения' with empty text", () => {
    const state = initialBlockReason();
    expect(state).toEqual({ preset: 'Расторжение соглашения', text: '' });
    expect(blockReasonOf(state)).toBe('Расторжение соглашения');
  });

  it('uses the first of custom presets, or nothing when there are none', () => {
    expect(initialBlockReason(['A', 'B'])).toEqual({ preset: 'A', text: '' });
    expect(initialBlockReason([])).toEqual({ preset: null, text: '' });
  });
});

describe('togglePreset', () => {
  it('choosing another preset selects it', () => {
    const state = togglePreset(initialBlockReason(), 'Нарушение соглашения');
    expect(state).toEqual({ preset: 'Нарушение соглашения', text: '' });
    expect(blockReasonOf(state)).toBe('Нарушение соглашения');
  });

  it('choosing a preset clears the typed text', () => {
    const typed = typeReason('Своя причина');
    const state = togglePreset(typed, 'Истек срок договора');
    expect(state).toEqual({ preset: 'Истек срок договора', text: '' });
    expect(blockReasonOf(state)).toBe('Истек срок договора');
  });

  it('unchecking the checked preset leaves nothing chosen', () => {
    const state = togglePreset(initialBlockReason(), 'Расторжение соглашения');
    expect(state).toEqual({ preset: null, text: '' });
    expect(blockReasonOf(state)).toBeNull();
  });

  it('choosing a preset after nothing was chosen selects it again', () => {
    const none = togglePreset(initialBlockReason(), 'Расторжение соглашения');
    expect(togglePreset(none, 'Расторжение соглашения')).toEqual({ preset: 'Расторжение соглашения', text: '' });
  });

  it('does not mutate the given state', () => {
    const state = initialBlockReason();
    togglePreset(state, 'Нарушение соглашения');
    expect(state).toEqual({ preset: 'Расторжение соглашения', text: '' });
  });
});

describe('typeReason', () => {
  it('non-blank text unchecks the presets and becomes the reason', () => {
    const state = typeReason('Неуплата');
    expect(state).toEqual({ preset: null, text: 'Неуплата' });
    expect(blockReasonOf(state)).toBe('Неуплата');
  });

  it('the reason is the text without surrounding whitespace', () => {
    const state = typeReason('  Неуплата  ');
    expect(state.preset).toBeNull();
    expect(blockReasonOf(state)).toBe('Неуплата');
  });

  it('empty text restores the first preset', () => {
    const state = typeReason('');
    expect(state).toEqual({ preset: 'Расторжение соглашения', text: '' });
    expect(blockReasonOf(state)).toBe('Расторжение соглашения');
  });

  it('whitespace-only text restores the first preset and the preset is the reason', () => {
    const state = typeReason('   \t ');
    expect(state.preset).toBe('Расторжение соглашения');
    expect(blockReasonOf(state)).toBe('Расторжение соглашения');
  });

  it('typing then clearing the text goes back to the first preset, even if another preset was chosen before', () => {
    let state = togglePreset(initialBlockReason(), 'Истек срок договора');
    expect(blockReasonOf(state)).toBe('Истек срок договора');
    state = typeReason('Своя причина');
    expect(blockReasonOf(state)).toBe('Своя причина');
    state = typeReason('');
    expect(state).toEqual({ preset: 'Расторжение соглашения', text: '' });
    expect(blockReasonOf(state)).toBe('Расторжение соглашения');
  });

  it('uses custom presets when given', () => {
    expect(typeReason('', ['X', 'Y'])).toEqual({ preset: 'X', text: '' });
    expect(typeReason('', [])).toEqual({ preset: null, text: '' });
  });
});

describe('blockReasonOf', () => {
  it('is null with nothing chosen and empty text', () => {
    expect(blockReasonOf({ preset: null, text: '' })).toBeNull();
  });

  it('is null with nothing chosen and whitespace-only text', () => {
    expect(blockReasonOf({ preset: null, text: '   ' })).toBeNull();
  });

  it('prefers non-blank text over a preset', () => {
    expect(blockReasonOf({ preset: 'Нарушение соглашения', text: 'Текст' })).toBe('Текст');
  });

  it('is the preset when the text is blank', () => {
    expect(blockReasonOf({ preset: 'Нарушение соглашения', text: ' ' })).toBe('Нарушение соглашения');
  });
});
