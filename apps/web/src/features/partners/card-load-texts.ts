import { partnerMessages } from '@sks/contract';
import type { StatusTexts } from '../../ui';

/** A malformed or unknown id in the address: to a person it is a partner that does not exist. */
export const partnerLoadTexts: StatusTexts = { 400: partnerMessages.notFound, 404: partnerMessages.notFound };
