import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palette with shades 6–9 darkened (the same hue mixed with black) so that text in
 * them reaches WCAG AA on white: shade 6 at least 5.1:1 (it is the primary shade: filled buttons
 * and badges with white text, links, outline and `c="red"` text; Mantine's own `--mantine-color-
 * dimmed` is gray 6 and its error colour red 6), 7 at least 5.8, 8 at least 6.6 and 9 at least 7.6
 * (the text of the light variant, on shade 1). 5.1 rather than 4.5 keeps shade 6 above 4.5 on
 * the grey surfaces (gray 0 and 1) too. Shades 0–5 (backgrounds, borders) are Mantine's.
 * `dark` already passes and is left as it is. theme.test.ts checks every ratio.
 */
export const accessibleColors = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#686e74', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c24040', '#bb3030', '#b02626', '#a02121'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#bf3d6a', '#ba2c5e', '#af2153', '#9f1d4a'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#a541bf', '#9c37b4', '#8f31a6', '#812c97'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#774eed', '#6d46e1', '#633fd1', '#5a3aba'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4463dc', '#3c5ad5', '#3552c6', '#3148b6'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1b70b9', '#1767af', '#155ea2', '#155592'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7988', '#0c6f7e', '#096676', '#095c6c'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7d5b', '#087353', '#076a4b', '#065f44'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2a7d39', '#247432', '#1f6a2e', '#1e5f2b'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4e7912', '#47700d', '#3f6709', '#3a5d08'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#916603', '#8c5b00', '#884f00', '#824300'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#ad560e', '#aa4705', '#a03d08', '#96320a'],
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 6,
  colors: accessibleColors,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, Arial, sans-serif',
  components: {
    // Mantine's close buttons are icons without a name. Plain objects, not Modal.extend(), so
    // that the sign-in page's bundle does not take in the components themselves.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
  },
});
