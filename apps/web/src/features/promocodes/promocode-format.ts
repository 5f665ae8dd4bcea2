import { shownDateTime } from '@sks/contract';

/** The validity range of a code (spec 03 section 2.4). */
export const shownValidity = (startDate: string, expirationDate: string) => `${shownDateTime(startDate)} – ${shownDateTime(expirationDate)}`;
