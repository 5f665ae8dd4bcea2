export { SessionProvider, useSession, useSignedInAdmin, type Session, type SessionState } from './session-context';
export { rememberLastUrl, lastUrlOr } from './last-url';
