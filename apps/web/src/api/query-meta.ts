/**
 * What a mutation tells the global error handler (providers.tsx): by default a failed
 * mutation shows the common notification of spec 01 section 8; `notifyError: false`
 * means the caller shows the error itself, an object overrides the text per status.
 */
export type ErrorNotificationMeta = {
  notifyError?: false | Partial<Record<number, string>>;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorNotificationMeta;
  }
}
